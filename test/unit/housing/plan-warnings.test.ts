import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { newPlanFields, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { ENTER_PRICE, feeNotYetReviewed, oneTimeParts } from '../../../src/housing/domain/plan-warnings.js';

const c = (n: number) => n as Cents;

/** A plan made on 26 Nov 2026, still on its first step: a new flat on an HDB loan, no figures yet. */
const plan = (change: Partial<HousingPlanFields> = {}): HousingPlanFields => ({ ...newPlanFields('2026-11-26'), flatType: 'NEW', flatSize: 'TWO_ROOM', ...change });
const warningsOf = (change: Partial<HousingPlanFields>) => housingPlanSummary(plan(change)).warnings;
/** A S$400,000 new flat. */
const priced = (change: Partial<HousingPlanFields> = {}) => warningsOf({ flatValueAtTimeOfPurchase: c(40_000_000), ...change });

describe('housing plan warnings (docs/decisions.md "Housing plan explains itself")', () => {
  it('an empty plan at a S$0 price shows only the prompt to enter the price, even with savings that cover nothing', () => {
    expect(ENTER_PRICE).to.equal("Enter the flat's price or your budget to see the plan.");
    expect(warningsOf({})).to.deep.equal([ENTER_PRICE]);
    expect(warningsOf({ cashSavings: c(0), cpfOABalance: c(0), monthlyHouseholdIncome: c(100_000), loanType: 'BANK', upfrontPaymentInCash: c(0) })).to.deep.equal([ENTER_PRICE]);
  });

  it('the cash and CPF shortfalls say the amount short and what makes up the payments, defaults not yet reviewed marked as such', () => {
    // The option fee (HDB's S$500 for a 2-room flat) is part of the upfront payment in cash: named there.
    expect(priced({ cashSavings: c(2_000_000), cpfOABalance: c(5_000_000) })).to.deep.equal([
      "Your CPF Ordinary Account (S$50,000.00) is S$56,823.24 short of the CPF payments (S$106,823.24: upfront payment S$99,500.00, buyer's stamp duty S$6,600.00, legal fees for the purchase S$275.77, legal fees for the HDB loan S$210.37, survey fee S$160.50 (default, not yet reviewed), lease-in-escrow fee S$38.30 (default, not yet reviewed), mortgage-in-escrow fee S$38.30 (default, not yet reviewed)): pay more in cash.",
      'Your cash savings (S$20,000.00) are S$18,512.71 short of the cash payments (S$38,512.71: upfront payment S$500.00 (with the option fee S$500.00), renovation S$38,000.00 (default, not yet reviewed), HDB application fee S$10.00, fire insurance S$2.71).',
    ]);
  });

  it('once the fee steps are reached, the fees are the resident\'s own: no "not yet reviewed"', () => {
    const [cash] = priced({ cashSavings: c(2_000_000), planStep: 'RECURRING_PAYMENTS' });
    expect(cash).to.equal(
      'Your cash savings (S$20,000.00) are S$18,512.71 short of the cash payments (S$38,512.71: upfront payment S$500.00 (with the option fee S$500.00), renovation S$38,000.00, HDB application fee S$10.00, fire insurance S$2.71).',
    );
  });

  it('no cash savings or CPF balance entered: no shortfall warning about them', () => {
    expect(priced({})).to.deep.equal([]);
    expect(priced({ cpfOABalance: c(5_000_000) })).to.have.length(1).and.to.match(/^Your CPF Ordinary Account/);
    expect(priced({ cashSavings: c(2_000_000) })).to.have.length(1).and.to.match(/^Your cash savings/);
  });

  it('enough cash and CPF: no shortfall warning', () => {
    expect(priced({ cashSavings: c(3_851_271), cpfOABalance: c(10_732_324) })).to.deep.equal([]);
    expect(priced({ cashSavings: c(3_851_270), cpfOABalance: c(10_732_324) })).to.deep.equal([
      'Your cash savings (S$38,512.70) are S$0.01 short of the cash payments (S$38,512.71: upfront payment S$500.00 (with the option fee S$500.00), renovation S$38,000.00 (default, not yet reviewed), HDB application fee S$10.00, fire insurance S$2.71).',
    ]);
  });

  it("a bank loan's 5 % cash part: the amount short once the upfront cash is given, nothing before", () => {
    expect(priced({ loanType: 'BANK', upfrontPaymentInCash: c(1_000_000) })).to.deep.equal([
      'A bank loan needs at least 5 % of the price paid in cash (S$20,000.00): your upfront cash (S$10,000.00) is S$10,000.00 short.',
    ]);
    expect(priced({ loanType: 'BANK', upfrontPaymentInCash: null })).to.deep.equal([]);
    expect(priced({ loanType: 'BANK', upfrontPaymentInCash: c(2_000_000) })).to.deep.equal([]);
  });

  it('the loan the income caps keeps its amounts, and needs the income', () => {
    // S$2,000 a month: 30 % is S$600, which at the 4 % banks assess over 25 years carries S$113,672.43
    expect(priced({ loanType: 'BANK', upfrontPaymentInCash: c(2_000_000), monthlyHouseholdIncome: c(200_000) })).to.deep.equal([
      'Your income caps the loan at S$113,672.43: at the 4 % rate banks must assess, its instalment may be at most 30 % of your household income (S$600.00 a month). That is S$186,327.57 less than the loan-to-value limit (S$300,000.00), so S$286,327.57 of the price is paid upfront, from CPF, cash and grants.',
    ]);
    expect(priced({ loanType: 'BANK', upfrontPaymentInCash: c(2_000_000), monthlyHouseholdIncome: null })).to.deep.equal([]);
  });

  it("the HDB loan's tenure: with the buyers' ages, not without", () => {
    expect(priced({ buyerAges: [42] })).to.deep.equal(["An HDB loan for this plan runs at most 23 years (up to the buyers' average age of 65): the plan's 25 years is longer."]);
    expect(priced({ buyerAges: [] })).to.deep.equal([]);
  });

  it('the CPF usage limit warnings keep their amounts', () => {
    const warnings = priced({ flatType: 'RESALE', remainingLease: 65, buyerAges: [25], loanType: 'BANK', flatValueAtTimeOfPurchase: c(55_000_000), upfrontPaymentInCash: c(2_750_000), cpfMonthlyInstalment: c(150_000) });
    expect(warnings.filter((w) => w.startsWith('Your CPF payments reach'))).to.deep.equal([
      'Your CPF payments reach what CPF may pay for this flat, as its lease does not last the youngest buyer to 95 (S$495,000.00) after 20 years and 9 months of instalments: the instalments after that are paid in cash.',
    ]);
  });

  it('a fee is "not yet reviewed" until its step is reached; a worked-out fee never is; a recommended plan\'s always are', () => {
    const fresh = plan();
    expect(feeNotYetReviewed(fresh, 'renovationCost')).to.equal(true);
    expect(feeNotYetReviewed(fresh, 'buyerStampDuty')).to.equal(false);
    expect(feeNotYetReviewed({ ...fresh, planStep: 'ONE_TIME_PAYMENTS' }, 'renovationCost')).to.equal(false);
    expect(feeNotYetReviewed({ ...fresh, planStep: 'ONE_TIME_PAYMENTS' }, 'homeProtectionPremium')).to.equal(true);
    expect(feeNotYetReviewed({ ...fresh, isPlanCompleted: true }, 'homeProtectionPremium')).to.equal(false);
    expect(feeNotYetReviewed({ ...fresh, planType: 'DEFAULT' }, 'renovationCost')).to.equal(true);
  });

  it('the one-time parts add up to the one-time totals; what the list does not name is "other fees"', () => {
    const p = plan({ flatValueAtTimeOfPurchase: c(40_000_000) });
    const s = housingPlanSummary(p);
    const parts = oneTimeParts(p, { fees: p.fees, applicationFee: s.applicationFee, fireInsurancePremium: s.fireInsurancePremium, oneTimePayments: s.oneTimePayments });
    const sum = (method: string) => parts.filter((x) => x.paymentMethod === method).reduce((t, x) => t + x.amount, 0);
    expect(sum('CASH')).to.equal(s.oneTimePayments.cash);
    expect(sum('CPF')).to.equal(s.oneTimePayments.cpf);
    // The plan's own fees leave the stamp duties and legal fees at 0 (worked out): the summary's amounts are "other fees" here.
    expect(parts.find((x) => x.key === 'otherCPF')?.amount).to.equal(6_600_00 + 275_77 + 210_37);
  });
});
