/// <reference types="mocha" />
import { expect } from 'chai';
import { applyPlanChange, newPlanFields } from '../../src/housing/domain/housing-plan';
import { housingPlanSummary } from '../../src/housing/domain/housing-summary';
import type { Cents } from '../../src/shared-kernel/money';
import {
  KEPT_PLAN_NAME,
  changeOfAnswers,
  emptyAnswers,
  keptPlanChange,
  loadAnswers,
  missingAnswers,
  saveAnswers,
  workOut,
  type AffordabilityAnswers,
} from '../src/housing/affordability-answers';

const TODAY = '2026-11-26';

/** A citizen couple aged 32 and 30 on S$7,000: a S$520,000 resale 4-room flat valued at S$500,000, 70 years left. */
const RESALE: AffordabilityAnswers = {
  ...emptyAnswers(TODAY),
  flatType: 'RESALE',
  flatSize: 'FOUR_ROOM',
  price: '520,000',
  valuation: '500000',
  remainingLease: '70',
  noOfBuyers: '2',
  buyerResidencies: ['CITIZEN', 'CITIZEN'],
  buyerAges: ['32', '30'],
  buyerHadSubsidy: ['NO', 'NO'],
  buyerOwnedPrivateProperty: ['NO', 'NO'],
  maritalStatus: 'MARRIED',
  workedTwelveMonths: 'YES',
  parentsProximity: 'WITHIN_4KM',
  monthlyHouseholdIncome: '7000',
  cpfOABalance: '80000',
  cashSavings: '60000',
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) } as unknown as Storage;
}

describe('What can I afford? (docs/decisions.md "Public housing calculation")', () => {
  it('assumes no flat type, size or price: it asks for them before answering', () => {
    const empty = emptyAnswers(TODAY);
    expect(empty).to.include({ flatType: '', flatSize: '', price: '', purchaseDate: TODAY });
    expect(missingAnswers(empty)).to.deep.equal(['whether the flat is new or resale', 'the flat size', "the flat's price or your budget"]);
    expect(workOut(empty, TODAY)).to.deep.equal({ kind: 'incomplete', missing: missingAnswers(empty) });
    expect(missingAnswers({ ...RESALE, price: '0' })).to.deep.equal(["the flat's price or your budget"]);
  });

  it('turns the answers into a plan change in cents; a half-typed or invalid answer is left out', () => {
    const change = changeOfAnswers(RESALE);
    expect(change).to.deep.include({
      flatType: 'RESALE',
      flatSize: 'FOUR_ROOM',
      flatValueAtTimeOfPurchase: 52_000_000,
      flatValuation: 50_000_000,
      remainingLease: 70,
      buyerAges: [32, 30],
      buyerHadSubsidy: [false, false],
      maritalStatus: 'MARRIED',
      workedTwelveMonths: true,
      monthlyHouseholdIncome: 700_000,
      purchaseDate: TODAY,
      propertiesOwned: 0,
    });
    const sloppy = changeOfAnswers({ ...RESALE, buyerAges: ['32', ''], monthlyHouseholdIncome: '7,0x', purchaseDate: '2026-02-30', remainingLease: '120' });
    expect(sloppy).to.deep.include({ buyerAges: [], monthlyHouseholdIncome: null, remainingLease: null });
    expect(sloppy).to.not.have.property('purchaseDate');
    // A new flat has no valuation or lease to ask about, even when they were typed before switching.
    expect(changeOfAnswers({ ...RESALE, flatType: 'NEW' })).to.deep.include({ flatValuation: null, remainingLease: null });
  });

  it('works out the same summary as a plan with those fields: the grants, the stamp duty and the loan by hand', () => {
    const result = workOut(RESALE, TODAY);
    if (result.kind !== 'answer') throw new Error(result.kind);
    expect(result.summary).to.deep.equal(housingPlanSummary(applyPlanChange(newPlanFields(TODAY), result.change)));
    expect(result.summary).to.include({ totalGrants: 13_000_000, buyerStampDuty: 1_020_000, maxLoanByLtv: 37_500_000, maxLoanByIncome: 44_284_160 });
    expect(result.summary.maxLoan).to.equal(37_500_000);
  });

  it('the loan they could get is the summary\'s: the lower of the LTV limit and what the income allows; the LTV limit without an income', () => {
    const capped = workOut({ ...RESALE, monthlyHouseholdIncome: '4000' }, TODAY);
    const noIncome = workOut({ ...RESALE, monthlyHouseholdIncome: '' }, TODAY);
    if (capped.kind !== 'answer' || noIncome.kind !== 'answer') throw new Error('no answer');
    expect(capped.summary.maxLoan).to.equal(capped.summary.maxLoanByIncome);
    expect(capped.summary.loanLimitedBy).to.equal('INCOME');
    expect(noIncome.summary).to.include({ maxLoan: 37_500_000, loanLimitedBy: 'LOAN_TO_VALUE', maxLoanByIncome: null });
  });

  it('the loan runs the longest the rules allow: 65 less the average age when that is under 25 years', () => {
    const older = workOut({ ...RESALE, buyerAges: ['50', '50'] }, TODAY);
    if (older.kind !== 'answer') throw new Error(older.kind);
    expect(older.fields.loanPeriod).to.equal(15);
    expect(older.summary.maxLoanTenure).to.equal(15);
    expect(older.summary.warnings.join(' ')).to.not.contain('runs at most');
  });

  it("a bank loan's part that must be cash (5 % of the price) is paid in cash", () => {
    const bank = workOut({ ...RESALE, loanType: 'BANK' }, TODAY);
    if (bank.kind !== 'answer') throw new Error(bank.kind);
    expect(bank.fields.upfrontPaymentInCash).to.equal(2_600_000);
    expect(bank.summary.upfrontPaymentInCash).to.equal(2_600_000);
  });

  it('says what the domain refuses instead of answering', () => {
    expect(workOut({ ...RESALE, purchaseDate: '1990-01-01' }, TODAY).kind).to.equal('answer'); // the field shows its message; the answer keeps today
    const refused = workOut({ ...RESALE, buyerResidencies: ['ALIEN' as never, 'CITIZEN'] }, TODAY);
    expect(refused).to.deep.equal({ kind: 'refused', message: 'Choose citizen, permanent resident or foreigner' });
  });

  it('keeps the answers in the tab and reads back only well-typed ones; keeping them makes a custom plan', () => {
    const storage = memoryStorage();
    saveAnswers(storage, RESALE);
    expect(loadAnswers(storage, TODAY)).to.deep.equal(RESALE);
    storage.setItem('mmp.whatCanIAfford.answers', JSON.stringify({ price: 5, buyerAges: [1], flatType: 'NEW' }));
    expect(loadAnswers(storage, TODAY)).to.deep.equal({ ...emptyAnswers(TODAY), flatType: 'NEW' });
    storage.setItem('mmp.whatCanIAfford.answers', '{not json');
    expect(loadAnswers(storage, TODAY)).to.equal(null);
    expect(loadAnswers(null, TODAY)).to.equal(null);
    const result = workOut(RESALE, TODAY);
    if (result.kind !== 'answer') throw new Error(result.kind);
    expect(keptPlanChange(result)).to.deep.include({ ...result.change, planType: 'CUSTOM', planName: KEPT_PLAN_NAME });
  });
});
