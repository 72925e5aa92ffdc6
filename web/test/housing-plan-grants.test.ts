/// <reference types="mocha" />
import { expect } from 'chai';
import type { Cents } from '../../src/shared-kernel/money';
import { applyPlanChange, newPlanFields } from '../../src/housing/domain/housing-plan';
import { housingPlanSummary } from '../../src/housing/domain/housing-summary';
import { changeForStep, draftOf, fieldsOfDraft } from '../src/housing/plan-form';

describe('financing plan form: grants worked out (docs/decisions.md "Housing grants worked out")', () => {
  const base = applyPlanChange(newPlanFields('2026-11-26'), { firstTimeBuyer: true, monthlyHouseholdIncome: 800_000 as Cents, flatType: 'RESALE', flatSize: 'TWO_ROOM' });

  it('the flat step sends the answers the grants need and the own amounts, empty as null (worked out)', () => {
    const draft = draftOf(base);
    draft.fields.workedTwelveMonths = true;
    draft.fields.parentsProximity = 'LIVING_WITH';
    draft.fields.extendedFamily = false;
    draft.money.proximityGrant = '10,000';
    const change = changeForStep(1, draft, base);
    expect(change).to.include({ workedTwelveMonths: true, parentsProximity: 'LIVING_WITH', extendedFamily: false, proximityGrant: 1_000_000, enhancedCpfHousingGrant: null, cpfHousingGrant: null });
    expect(changeForStep(0, draft, base)).to.not.have.property('parentsProximity');
  });

  it('the preview works the grants out from the draft as the resident answers', () => {
    const draft = draftOf(base);
    expect(housingPlanSummary(fieldsOfDraft(draft, base)).totalGrants).to.equal(8_000_000);
    draft.fields.workedTwelveMonths = true;
    draft.fields.parentsProximity = 'WITHIN_4KM';
    const summary = housingPlanSummary(fieldsOfDraft(draft, base));
    // S$20,000 EHG at S$8,000 a month, S$80,000 resale grant, S$20,000 within 4 km.
    expect(summary.grants.map((g) => g.amount)).to.deep.equal([2_000_000, 8_000_000, 2_000_000]);
    draft.money.enhancedCpfHousingGrant = '5,000';
    expect(housingPlanSummary(fieldsOfDraft(draft, base)).grants[0]).to.include({ amount: 500_000, enteredByYou: true });
  });
});
