/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { HousingPlanDto } from '../../src/housing/adapters/http/housing.contract';
import { FEE_ITEMS, newPlanFields } from '../../src/housing/domain/housing-plan';
import { FEE_LABELS as DOMAIN_FEE_LABELS, FEE_PERIODS, feeLabelWithPeriod } from '../../src/housing/domain/fee-labels';
import { housingPlanSummary } from '../../src/housing/domain/housing-summary';
import type { HousingApi } from '../src/housing/housing.api';
import { HousingStore } from '../src/housing/housing-store';
import {
  PLAN_STEP_PAGES,
  changeForStep,
  draftOf,
  fieldsOfDraft,
  residenciesForBuyers,
  stepValid,
  validateFlatSize,
  validateFlatType,
  validateInterestRate,
  validateLoanPeriod,
  validatePlanAmount,
  validatePropertiesOwned,
  validatePurchaseDate,
  withLoanType,
} from '../src/housing/plan-form';

const base = newPlanFields('2026-11-26');

describe('financing plan form', () => {
  it('has the 5 custom steps of spec 3 §2, in order', () => {
    expect(PLAN_STEP_PAGES.map((p) => p.label)).to.deep.equal([
      'Basic and financial information',
      'Flat and budget information',
      'Upfront payment and loan',
      'One-time payments',
      'Recurring payments',
    ]);
  });

  it('shows stored amounts as typed text and reads them back to cents', () => {
    const plan = { ...base, flatValueAtTimeOfPurchase: 40_000_000 as never };
    const draft = draftOf(plan);
    expect(draft.money.flatValueAtTimeOfPurchase).to.equal('400,000.00');
    expect(draft.money.cashSavings).to.equal('');
    expect(draft.fees.optionFee).to.deep.equal({ amount: '500.00', paymentMethod: 'CASH' });
    expect(fieldsOfDraft(draft, plan)).to.deep.equal(plan);
  });

  it('checks amounts (empty allowed, 0 allowed), the rate and the period for the loan type', () => {
    expect(validatePlanAmount('')).to.equal(null);
    expect(validatePlanAmount('0')).to.equal(null);
    expect(validatePlanAmount('1,000.50')).to.equal(null);
    expect(validatePlanAmount('abc')).to.be.a('string');
    expect(validatePlanAmount('100,000,000')).to.equal('Must be less than or equal to 99,999,999');
    expect(validateInterestRate('2.6')).to.equal(null);
    expect(validateInterestRate('2.655')).to.equal('Enter a rate from 0 to 10 %, with up to 2 decimals');
    expect(validateLoanPeriod('26', 'HDB')).to.equal('An HDB loan runs 1 to 25 years');
    expect(validateLoanPeriod('30', 'BANK')).to.equal(null);
  });

  it('a half-typed amount keeps the stored value in the preview, and blocks its step only', () => {
    const draft = draftOf(base);
    draft.money.cashSavings = '12..';
    draft.fields.flatType = 'NEW';
    draft.fields.flatSize = 'TWO_ROOM';
    expect(fieldsOfDraft(draft, base).cashSavings).to.equal(null);
    expect(stepValid(0, draft)).to.equal(false);
    expect(stepValid(1, draft)).to.equal(true);
  });

  it("sends only the step's own fields, moves the plan's step on (never back), and completes after the last", () => {
    const draft = draftOf(base);
    draft.money.monthlyHouseholdIncome = '8,000';
    draft.money.flatValueAtTimeOfPurchase = '400,000';
    draft.fields.planName = '  Tampines  ';
    const first = changeForStep(0, draft, base);
    expect(first).to.include({ planStep: 'FLAT_AND_BUDGET_INFORMATION', planName: 'Tampines', monthlyHouseholdIncome: 800_000, noOfBuyers: 1 });
    expect(first).to.not.have.property('flatValueAtTimeOfPurchase');
    const again = changeForStep(0, draft, { ...base, planStep: 'ONE_TIME_PAYMENTS' });
    expect(again.planStep).to.equal('ONE_TIME_PAYMENTS');
    const last = changeForStep(4, draft, { ...base, planStep: 'RECURRING_PAYMENTS' });
    expect(last).to.include({ isPlanCompleted: true, planStep: 'RECURRING_PAYMENTS' });
    expect(Object.keys(last.fees!)).to.deep.equal(['serviceAndConservancyCharges', 'annualPropertyTax', 'homeProtectionPremium']);
  });

  it('the first step asks the purchase date, each buyer\'s residency and the homes already owned', () => {
    const draft = draftOf(base);
    expect(draft.fields.purchaseDate).to.equal('2026-11-26');
    expect(draft.propertiesOwned).to.equal('0');
    draft.fields.purchaseDate = '2027-01-15';
    draft.noOfBuyers = '2';
    draft.fields.buyerResidencies = ['PR'];
    draft.propertiesOwned = '1';
    const first = changeForStep(0, draft, base);
    expect(first).to.include({ purchaseDate: '2027-01-15', propertiesOwned: 1, noOfBuyers: 2 });
    expect(first.buyerResidencies).to.deep.equal(['PR', 'CITIZEN']);
    draft.fields.purchaseDate = '2027-02-30';
    expect(stepValid(0, draft)).to.equal(false);
    expect(fieldsOfDraft(draft, base).purchaseDate).to.equal('2026-11-26');
  });

  it('checks the purchase date and the homes owned like the server', () => {
    expect(validatePurchaseDate('2026-11-26')).to.equal(null);
    expect(validatePurchaseDate('')).to.be.a('string');
    expect(validatePurchaseDate('1995-12-31')).to.equal('Enter a date from 1996 to 2099, like 26/11/2026');
    expect(validatePurchaseDate('2026-02-29')).to.equal('Enter a date from 1996 to 2099, like 26/11/2026');
    expect(validatePropertiesOwned('0')).to.equal(null);
    expect(validatePropertiesOwned('2')).to.equal(null);
    expect(validatePropertiesOwned('-1')).to.equal('Enter a whole number from 0 to 20');
    expect(validatePropertiesOwned('1.5')).to.equal('Enter a whole number from 0 to 20');
    expect(residenciesForBuyers(['FOREIGNER', 'PR'], 1)).to.deep.equal(['FOREIGNER']);
  });

  it('the flat step cannot continue until new or resale is chosen; the choice is sent with the step', () => {
    const draft = draftOf(base);
    expect(draft.fields.flatType).to.equal(null);
    expect(validateFlatType(null)).to.equal('Choose a new flat or a resale flat: the grants, the fees and when you pay depend on it');
    expect(validateFlatType('')).to.be.a('string');
    expect(stepValid(1, draft)).to.equal(false);
    draft.fields.flatType = 'RESALE';
    expect(validateFlatType('RESALE')).to.equal(null);
    // nor the size (docs/decisions.md "Housing rules completed")
    expect(draft.fields.flatSize).to.equal(null);
    expect(validateFlatSize(null)).to.equal('Choose the flat size: the option fee, the resale fees and the CPF Housing Grant depend on it');
    expect(stepValid(1, draft)).to.equal(false);
    draft.fields.flatSize = 'THREE_ROOM';
    expect(validateFlatSize('THREE_ROOM')).to.equal(null);
    expect(stepValid(1, draft)).to.equal(true);
    expect(changeForStep(1, draft, base)).to.include({ flatType: 'RESALE', flatSize: 'THREE_ROOM' });
  });

  it('names the fees for what they are: the legal fees and the Home Protection Scheme estimate', () => {
    expect(feeLabelWithPeriod('purchaseLegalFee')).to.equal('Legal fees for the purchase');
    expect(feeLabelWithPeriod('loanLegalFee')).to.equal('Legal fees for the HDB loan');
    expect(feeLabelWithPeriod('homeProtectionPremium')).to.equal('Home Protection Scheme premium (a year, estimate)');
    expect(PLAN_STEP_PAGES[3]!.fees).to.include.members(['additionalBuyerStampDuty', 'purchaseLegalFee', 'loanLegalFee']);
  });

  it("shows the housing domain's fee labels, a running cost's period after it, and nothing else", () => {
    for (const name of FEE_ITEMS) {
      const period = FEE_PERIODS[name];
      expect(feeLabelWithPeriod(name), name).to.equal(period === undefined ? DOMAIN_FEE_LABELS[name] : `${DOMAIN_FEE_LABELS[name]} (${period})`);
    }
    expect(Object.keys(DOMAIN_FEE_LABELS).sort()).to.deep.equal([...FEE_ITEMS].sort());
    expect(feeLabelWithPeriod('serviceAndConservancyCharges')).to.equal('Service and conservancy charges (a month)');
    expect(feeLabelWithPeriod('annualPropertyTax')).to.equal('Property tax (a year)');
    expect(feeLabelWithPeriod('buyerStampDuty')).to.equal("Buyer's stamp duty");
  });
});

describe('housing store', () => {
  const dto = (id: string, planName: string): HousingPlanDto => ({ ...base, planName, id, lastUpdatedAt: '2026-11-25T02:00:00.000Z', summary: housingPlanSummary(base) });
  class FakeApi implements HousingApi {
    created: unknown[] = [];
    async list() {
      return [dto('a', 'Punggol')];
    }
    async create(change: Record<string, unknown>) {
      this.created.push(change);
      return dto(`new-${this.created.length}`, String(change.planName ?? 'My new housing plan'));
    }
    async update(id: string, change: Record<string, unknown>) {
      return { ...dto(id, String(change.planName)), planName: String(change.planName) };
    }
    async remove() {}
  }

  it('loads, creates, updates, duplicates as a custom copy, and deletes', async () => {
    const api = new FakeApi();
    const store = new HousingStore(api, () => 0.5);
    await flowResult(store.load());
    expect(store.plans.map((p) => p.planName)).to.deep.equal(['Punggol']);
    await flowResult(store.update('a', { planName: 'Punggol 4-room' }));
    expect(store.plan('a')!.planName).to.equal('Punggol 4-room');
    const copy = await flowResult(store.duplicate('a'));
    expect(api.created[0]).to.include({ planName: 'Punggol 4-room copy', planType: 'CUSTOM' });
    expect((api.created[0] as { planColor: string }).planColor).to.not.equal('PURPLE');
    expect(store.plans.map((p) => p.id)).to.deep.equal(['a', copy.id]);
    await flowResult(store.remove('a'));
    expect(store.plans.map((p) => p.id)).to.deep.equal([copy.id]);
  });

  it('reads the plans once at a time: start-up and the page asking together make one request', async () => {
    const api = new FakeApi();
    let lists = 0;
    const list = api.list.bind(api);
    api.list = async () => {
      lists += 1;
      return list();
    };
    const store = new HousingStore(api, () => 0.5);
    const startUp = store.read();
    const page = store.read();
    expect(page).to.equal(startUp);
    await page;
    expect(lists).to.equal(1);
    expect(store.loaded).to.equal(true);
    expect(store.plans.map((p) => p.id)).to.deep.equal(['a']);
    // Once answered, a later read asks again (a sign-out cleared the store, or the page wants fresh plans).
    await store.read();
    expect(lists).to.equal(2);
  });

  describe('the rate follows the loan type until the resident types their own (docs/decisions.md "One housing engine")', () => {
    const plan = { ...base, id: 'p1', lastUpdatedAt: '2026-11-26T00:00:00Z' } as HousingPlanDto;
    it("a bank loan starts from MAS's medium-term rate, 4 %, not HDB's 2.6 %; back to HDB, 2.6 % again", () => {
      const hdb = draftOf(plan);
      expect(hdb.interestRate).to.equal('2.6');
      const bank = withLoanType(hdb, 'BANK', '2026-11-26');
      expect([bank.fields.loanType, bank.interestRate]).to.deep.equal(['BANK', '4']);
      expect(withLoanType(bank, 'HDB', '2026-11-26').interestRate).to.equal('2.6');
    });
    it('a rate the resident typed stays theirs, and an empty one takes the default', () => {
      const typed = { ...draftOf(plan), interestRate: '3.15' };
      expect(withLoanType(typed, 'BANK', '2026-11-26').interestRate).to.equal('3.15');
      expect(withLoanType({ ...draftOf(plan), interestRate: ' ' }, 'BANK', '2026-11-26').interestRate).to.equal('4');
    });
  });
});

