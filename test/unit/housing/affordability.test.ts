import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { monthlyInstalment } from '../../../src/housing/domain/housing-costs.js';
import { newPlanFields, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { loanForInstalment } from '../../../src/housing/domain/loan-limits.js';
import { planSummary, recommendedFieldsAt, recommendedPlan, recommendedPlanGaps } from '../../../src/housing/domain/recommended-plan.js';

const c = (n: number) => n as Cents;
const TODAY = '2026-11-26';

/** A recommended plan (spec 3 §2): the four answers on a new DEFAULT plan. */
function recommended(answers: Partial<HousingPlanFields>): HousingPlanFields {
  return { ...newPlanFields(TODAY), planType: 'DEFAULT', flatType: 'NEW', flatSize: 'TWO_ROOM', planName: 'My recommended plan', isPlanCompleted: true, ...answers };
}

describe('recommended plan: what the household can afford, from the one summary', () => {
  it('the largest loan an instalment carries: its instalment fits, a cent more does not', () => {
    const loan = loanForInstalment(c(240_000), 2.6, 25);
    expect(monthlyInstalment(loan, 2.6, 25)).to.be.at.most(240_000);
    expect(monthlyInstalment(c(loan + 1), 2.6, 25)).to.be.above(240_000);
    expect(loan).to.equal(52_902_056); // about 2,400 / 1,361.0085 x 300,000
  });

  it('savings limit: S$80,000 of CPF and cash with S$80,000 of grants on S$8,000 a month; every figure is the summary of the plan at that price', () => {
    const plan = recommended({ monthlyHouseholdIncome: c(800_000), cpfOABalance: c(3_000_000), cashSavings: c(5_000_000), cpfHousingGrant: c(8_000_000) });
    const r = recommendedPlan(plan);
    expect(r.limitedBy).to.equal('SAVINGS');
    expect(r.missing).to.deep.equal([]);
    // the price: the highest thousand whose upfront payment and one-time costs (renovation left out) fit in S$80,000
    const needed = r.summary.cashNeededUpfront + r.summary.cpfNeededUpfront;
    expect(needed).to.be.at.most(8_000_000);
    const next = housingPlanSummary(recommendedFieldsAt(plan, c(r.affordablePrice + 100_000)));
    expect(next.cashNeededUpfront + next.cpfNeededUpfront).to.be.above(8_000_000);
    // 75 % of the price is lent (the income allows more)
    expect(r.summary.estimatedLoanAmount).to.equal(r.summary.maxLoanByLtv);
    expect(r.summary).to.deep.equal(housingPlanSummary(r.fields));
    expect(r.fields.fees.renovationCost.amount).to.equal(0);
  });

  it("income limit: S$3,000 a month carries S$189,789.86 sized at HDB's 3.0 % floor; the loan, instalment and upfront follow it", () => {
    const r = recommendedPlan(recommended({ monthlyHouseholdIncome: c(300_000), cpfOABalance: c(15_000_000), cashSavings: c(5_000_000) }));
    expect(r.limitedBy).to.equal('INCOME');
    expect(r.summary).to.include({ maxLoanByIncome: 18_978_986, maxLoan: 18_978_986, estimatedLoanAmount: 18_978_986, loanLimitedBy: 'INCOME' });
    expect(r.summary.monthlyMortgageInstalment).to.equal(monthlyInstalment(c(18_978_986), 2.6, 25));
    // the downpayment is the price less the capped loan, not 25 %
    expect(r.summary.upfrontPaymentInCash + r.summary.upfrontPaymentInCpf).to.equal(r.affordablePrice - 18_978_986);
  });

  it('the part of the downpayment the CPF cannot pay is paid in cash (no CPF shortfall on a plan that fits)', () => {
    const r = recommendedPlan(recommended({ monthlyHouseholdIncome: c(600_000), cpfOABalance: c(5_000_000), cashSavings: c(15_000_000) }));
    expect(r.summary.totalAmountLeftInCpfOA).to.be.at.least(0);
    expect(r.summary.cashLeft).to.be.at.least(0);
    expect(r.summary.warnings.join(' ')).to.not.contain('short');
  });

  it('incomplete: no income, or no savings nor grants, is said in words (the report and the page prompt instead of S$0.00)', () => {
    expect(recommendedPlanGaps(recommended({}))).to.deep.equal(['income', 'savings']);
    expect(recommendedPlanGaps(recommended({ monthlyHouseholdIncome: c(500_000) }))).to.deep.equal(['savings']);
    const r = recommendedPlan(recommended({ monthlyHouseholdIncome: c(500_000), cpfOABalance: c(0), cashSavings: c(0) }));
    expect(r.affordablePrice).to.equal(0);
    expect(r.missing).to.deep.equal(['savings']);
  });

  it("a saved plan's summary: a recommended plan's at the price it affords, a custom plan's of its own fields", () => {
    const plan = recommended({ monthlyHouseholdIncome: c(600_000), cpfOABalance: c(20_000_000), cashSavings: c(6_000_000) });
    expect(planSummary(plan)).to.deep.equal(recommendedPlan(plan).summary);
    expect(planSummary(plan).flatPrice).to.be.above(0);
    const custom = { ...plan, planType: 'CUSTOM' as const, flatValueAtTimeOfPurchase: c(55_000_000) };
    expect(planSummary(custom)).to.deep.equal(housingPlanSummary(custom));
  });
});
