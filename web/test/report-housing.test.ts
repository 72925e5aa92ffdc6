/// <reference types="mocha" />
/**
 * The report's housing section reads each plan's own summary, recommended plans included, and never prints a plan's
 * figures at S$0.00 because they were never entered: it says what to complete instead (docs/decisions.md "One
 * housing engine").
 */
import { expect } from 'chai';
import type { HousingPlanDto } from '../../src/housing/adapters/http/housing.contract.js';
import { newPlanFields, type HousingPlanFields } from '../../src/housing/domain/housing-plan.js';
import { planSummary, recommendedPlan } from '../../src/housing/domain/recommended-plan.js';
import type { Cents } from '../../src/shared-kernel/money.js';
import { formatMoney } from '../src/shared/format/money';
import { reportSections, type ReportSection } from '../src/report/report-model';
import { fullInput, TODAY } from './support/report-fixtures';

const c = (n: number) => n as Cents;

/** A saved recommended plan as GET /housing-plan answers it: its summary is the server's `planSummary`. */
function recommendedDto(overrides: Partial<HousingPlanFields>): HousingPlanDto {
  const fields: HousingPlanFields = { ...newPlanFields(TODAY), planType: 'DEFAULT', flatType: 'NEW', flatSize: 'TWO_ROOM', planName: 'My recommended plan', isPlanCompleted: true, ...overrides };
  return { ...fields, id: 'rec-1', lastUpdatedAt: '2026-11-20T02:00:00.000Z', summary: planSummary(fields) };
}

const housingOf = (plan: HousingPlanDto): ReportSection => reportSections({ ...fullInput(), housingPlan: plan }).find((s) => s.id === 'housing')!;
const texts = (section: ReportSection) => section.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []));
const figure = (section: ReportSection, label: string) => section.blocks.flatMap((b) => (b.kind === 'figures' ? b.figures : [])).find((f) => f.label === label)!;

describe('report: the housing section reads each plan\'s own summary (docs/decisions.md "One housing engine")', () => {
  it('a recommended plan with its answers: the figures of the price it affords, the same the plan\'s summary page shows', () => {
    const plan = recommendedDto({ monthlyHouseholdIncome: c(600_000), cpfOABalance: c(20_000_000), cashSavings: c(6_000_000) });
    const housing = housingOf(plan);
    const r = recommendedPlan(plan);
    expect(housing.hasData).to.equal(true);
    expect(figure(housing, 'Flat price').value).to.equal(formatMoney(r.affordablePrice));
    expect(figure(housing, 'Loan').value).to.equal(formatMoney(r.summary.estimatedLoanAmount));
    expect(figure(housing, 'Monthly instalment').value).to.equal(formatMoney(r.summary.monthlyMortgageInstalment));
    expect(figure(housing, 'Upfront payment from CPF').value).to.equal(formatMoney(r.summary.upfrontPaymentInCpf));
    // S$6,000 a month caps the loan at S$379,578.67 (web/test/housing-one-engine.test.ts works it out)
    expect(figure(housing, 'Loan').value).to.equal('S$379,578.67');
    expect(housing.blocks.some((b) => b.kind === 'timeline-chart')).to.equal(true);
    for (const label of ['Flat price', 'Loan', 'Monthly instalment']) expect(figure(housing, label).value).to.not.equal('S$0.00');
  });

  it('a recommended plan without its income and savings: what to complete and where, no S$0.00 figures', () => {
    const housing = housingOf(recommendedDto({}));
    expect(housing.hasData).to.equal(false);
    expect(housing.headline).to.equal('My recommended plan: not complete yet');
    expect(texts(housing)).to.deep.equal(["Complete your recommended plan's income and savings to see its figures: in Buying a house, open Financing plan, then My recommended plan, and choose Change my answers."]);
    expect(housing.link).to.deep.equal({ text: 'Change my answers', to: '/buying-a-house/financing-plan/recommended/step-1?plan=rec-1' });
    expect(housing.blocks.some((b) => b.kind === 'figures')).to.equal(false);
    const savingsOnly = housingOf(recommendedDto({ monthlyHouseholdIncome: c(600_000) }));
    expect(texts(savingsOnly)[0]).to.equal("Complete your recommended plan's savings to see its figures: in Buying a house, open Financing plan, then My recommended plan, and choose Change my answers.");
  });

  it('a custom plan without a price says to complete it, with its step', () => {
    const fields: HousingPlanFields = { ...newPlanFields(TODAY), planName: 'Flat in Tampines', isPlanCompleted: true, flatType: 'NEW', flatSize: 'TWO_ROOM' };
    const housing = housingOf({ ...fields, id: 'c-1', lastUpdatedAt: '2026-11-20T02:00:00.000Z', summary: planSummary(fields) });
    expect(texts(housing)).to.deep.equal(["Complete Flat in Tampines's flat price or budget (step 2 of the plan) to see its figures."]);
    expect(housing.link?.to).to.equal('/buying-a-house/financing-plan/c-1/step-2');
  });
});
