/// <reference types="mocha" />
/**
 * One housing engine (docs/decisions.md "One housing engine"): the public "What can I afford?" page, the recommended
 * plan and a custom plan compute every figure from the same summary on the same inputs, and once the income caps the
 * loan every figure follows the capped loan.
 */
import { expect } from 'chai';
import { applyPlanChange, newPlanFields, type HousingPlanFields } from '../../src/housing/domain/housing-plan';
import type { HousingPlanSummary } from '../../src/housing/domain/housing-summary';
import { monthlyInstalment } from '../../src/housing/domain/housing-costs';
import { planSummary } from '../../src/housing/domain/recommended-plan';
import type { Cents } from '../../src/shared-kernel/money';
import { emptyAnswers, keptPlanChange, workOut, type AffordabilityAnswers } from '../src/housing/affordability-answers';
import { recommendedOf } from '../src/housing/recommended-plan';

const TODAY = '2026-11-26';
const c = (n: number) => n as Cents;

/** One citizen, a new 4-room flat at S$550,000, S$6,000 a month, S$200,000 of CPF and S$60,000 of cash. */
const AT_6000: AffordabilityAnswers = {
  ...emptyAnswers(TODAY),
  flatType: 'NEW',
  flatSize: 'FOUR_ROOM',
  price: '550000',
  monthlyHouseholdIncome: '6000',
  cpfOABalance: '200000',
  cashSavings: '60000',
};

function answerOf(answers: AffordabilityAnswers) {
  const result = workOut(answers, TODAY);
  if (result.kind !== 'answer') throw new Error(result.kind);
  return result;
}

/** Every figure a page, the report or the API shows of a plan. */
function figuresOf(s: HousingPlanSummary) {
  return {
    flatPrice: s.flatPrice,
    maxLoan: s.maxLoan,
    loanLimitedBy: s.loanLimitedBy,
    estimatedLoanAmount: s.estimatedLoanAmount,
    monthlyMortgageInstalment: s.monthlyMortgageInstalment,
    minimumPayment: s.minimumPayment,
    upfrontPaymentInCash: s.upfrontPaymentInCash,
    upfrontPaymentInCpf: s.upfrontPaymentInCpf,
    cashNeededUpfront: s.cashNeededUpfront,
    cpfNeededUpfront: s.cpfNeededUpfront,
    oneTimePayments: s.oneTimePayments,
    monthlyPayments: s.monthlyPayments,
    annualPayments: s.annualPayments,
    totalGrants: s.totalGrants,
    totalInterest: s.totalInterest,
    totalLoanPayment: s.totalLoanPayment,
    cashLeft: s.cashLeft,
    totalAmountLeftInCpfOA: s.totalAmountLeftInCpfOA,
    timeline: s.paymentTimeline.map((stage) => [stage.stage, stage.cash, stage.cpf, stage.total]),
    warnings: s.warnings,
  };
}

describe('one housing engine: the capped loan and the three entry points (docs/decisions.md "One housing engine")', () => {
  it('S$6,000 a month caps the loan at S$379,578.67, and the instalment, downpayment, CPF and cash upfront all follow it', () => {
    const { summary: s, fields } = answerOf(AT_6000);
    // The loan-to-value limit: 75 % x 550,000 = 412,500.00.
    // The income limit: 30 % x 6,000 = 1,800.00 a month, at HDB's 3.0 % assessment rate over 25 years: the largest loan
    //   whose instalment, rounded to the cent, is at most 1,800.00 (docs/decisions.md "Housing loans and CPF limits"):
    //   r = 0.03 / 12 = 0.0025, (1 + r)^300 = 2.1150196, a dollar's instalment r x 2.1150196 / 1.1150196 = 0.00474211,
    //   so 1,800.005 / 0.00474211 = 379,578.67 < 412,500.00.
    expect(s).to.include({ maxLoanByLtv: 41_250_000, maxLoanByIncome: 37_957_867, maxLoan: 37_957_867, loanLimitedBy: 'INCOME', estimatedLoanAmount: 37_957_867 });
    // The instalment on the capped loan at 2.6 % over 25 years: r = 0.026 / 12 = 0.00216667, (1 + r)^300 = 1.91420,
    //   379,578.67 x r x 1.91420 / 0.91420 = 1,722.03 (not 1,871.39, the instalment on 412,500.00).
    expect(fields).to.include({ interestRate: 2.6, loanPeriod: 25 });
    expect(s.monthlyMortgageInstalment).to.equal(172_203);
    expect(s.monthlyMortgageInstalment).to.equal(monthlyInstalment(c(37_957_867), 2.6, 25));
    // The downpayment: 550,000 - 379,578.67 = 170,421.33 (not 137,500.00); no grants without the grants' answers.
    // The 4-room option fee (S$2,000, HDB) is part of it in cash; the CPF pays the rest: 170,421.33 - 2,000 = 168,421.33.
    expect(s).to.include({ totalGrants: 0, minimumPayment: 17_042_133, upfrontPaymentInCash: 200_000, upfrontPaymentInCpf: 16_842_133 });
    // One-time CPF: stamp duty 1 % x 180,000 + 2 % x 180,000 + 3 % x 190,000 = 11,100.00; the purchase's legal fee
    //   0.90 x 30 + 0.72 x 30 + 0.60 x 490 = 342.60 -> 343 + 9 % GST = 373.87; the HDB loan's legal fee on 379,578.67:
    //   27 + 21.60 + 0.60 x 319.58 = 240.35 -> 241 + 9 % GST = 262.69; survey 160.50; two escrow fees 38.30 each:
    //   11,100 + 373.87 + 262.69 + 160.50 + 38.30 + 38.30 = 11,973.66.
    // One-time cash: renovation 38,000 (our estimate) + application fee 10.00 + fire insurance 2.71 = 38,012.71.
    expect(s.oneTimePayments).to.deep.equal({ cash: 3_801_271, cpf: 1_197_366, total: 4_998_637 });
    // Cash upfront: 2,000 + 38,012.71 less the renovation paid at the keys (38,000) = 2,012.71; CPF upfront:
    // 168,421.33 + 11,973.66 = 180,394.99 (docs/decisions.md "Housing rules completed").
    expect(s).to.include({ cashNeededUpfront: 201_271, renovationAtKeys: 3_800_000, cpfNeededUpfront: 18_039_499 });
    // Left: 60,000 - 40,012.71 = 19,987.29 cash; 200,000 - 180,394.99 = 19,605.01 CPF.
    expect(s).to.include({ cashLeft: 1_998_729, totalAmountLeftInCpfOA: 1_960_501 });
    // The payment timeline pays the same downpayment: its stages add up to the upfront and one-time payments.
    const timelineTotal = s.paymentTimeline.reduce((sum, stage) => sum + stage.total, 0);
    expect(timelineTotal).to.equal(17_042_133 + 4_998_637);
    expect(s.warnings).to.deep.equal([
      "Your income caps the loan at S$379,578.67: at HDB's assessment rate of 3 %, its instalment may be at most 30 % of your household income (S$1,800.00 a month). That is S$32,921.33 less than the loan-to-value limit (S$412,500.00), so S$170,421.33 of the price is paid upfront, from CPF, cash and grants.",
    ]);
  });

  it('a bank loan is worked out at the rate the page shows (MAS\'s 4 % until the resident enters their own) and the 25 years it names', () => {
    const { summary: s, fields } = answerOf({ ...AT_6000, loanType: 'BANK' });
    expect(fields).to.include({ loanType: 'BANK', interestRate: 4, loanPeriod: 25 });
    // Banks assess at the higher of 4 % (MAS's medium-term rate) and the loan's rate: 1,800.00 a month at 4 % over 25
    //   years: r = 0.04 / 12 = 0.00333333, (1 + r)^300 = 2.7137652, a dollar's instalment r x 2.7137652 / 1.7137652 =
    //   0.00527843, so 1,800.005 / 0.00527843 = 341,015.41 < 412,500.00.
    expect(s).to.include({ maxLoan: 34_101_541, loanLimitedBy: 'INCOME', estimatedLoanAmount: 34_101_541 });
    // Its instalment at 4 %: 341,015.41 x 0.00527843 = 1,800.00; 5 % of the price in cash: 27,500.00.
    expect(s.monthlyMortgageInstalment).to.equal(180_000);
    expect(s).to.include({ minimumCashPayment: 2_750_000, upfrontPaymentInCash: 2_750_000 });
    // The resident's own estimate, 3 %: the loan is still sized at 4 %, the instalment is at 3 %:
    //   341,015.41 x 0.00474211 = 1,617.13.
    const own = answerOf({ ...AT_6000, loanType: 'BANK', bankRate: '3' });
    expect(own.fields.interestRate).to.equal(3);
    expect(own.summary.estimatedLoanAmount).to.equal(34_101_541);
    expect(own.summary.monthlyMortgageInstalment).to.equal(161_713);
  });

  it('the same inputs through the three entry points give identical figures', () => {
    // 1. The recommended plan (step-1's four answers): the price it affords and its summary.
    const recommendedPlan: HousingPlanFields = { ...newPlanFields(TODAY), planType: 'DEFAULT', flatType: 'NEW', flatSize: 'TWO_ROOM', planName: 'My recommended plan', isPlanCompleted: true, monthlyHouseholdIncome: c(600_000), cpfOABalance: c(20_000_000), cashSavings: c(6_000_000) };
    const recommended = recommendedOf(recommendedPlan);
    expect(recommended.limitedBy).to.equal('INCOME');
    const price = recommended.affordablePrice;
    // 2. The public page with the same answers at that price.
    const answers: AffordabilityAnswers = { ...AT_6000, flatSize: 'TWO_ROOM', price: String(price / 100) };
    const publicAnswer = answerOf(answers);
    // 3. A custom plan with the same answers, made as "Keep this as a plan" makes it, and summarised as the server does.
    const custom = applyPlanChange(newPlanFields(TODAY), keptPlanChange(publicAnswer));
    expect(figuresOf(planSummary(custom))).to.deep.equal(figuresOf(publicAnswer.summary));
    // The recommended plan leaves renovation out (its assumption); with renovation at 0 the custom plan and the
    // public page's answer equal it figure for figure.
    const noRenovation = applyPlanChange(custom, { fees: { renovationCost: { amount: c(0), paymentMethod: 'CASH' } } });
    expect(figuresOf(planSummary(noRenovation))).to.deep.equal(figuresOf(recommended.summary));
    // And the saved recommended plan's summary (what the server answers and the report reads) is the same.
    expect(figuresOf(planSummary(recommendedPlan))).to.deep.equal(figuresOf(recommended.summary));
    // The public answer differs from the recommended plan by the renovation estimate alone, in cash at the keys: not
    // in the cash needed upfront.
    expect(publicAnswer.summary.cashNeededUpfront).to.equal(recommended.summary.cashNeededUpfront);
    expect(publicAnswer.summary.renovationAtKeys - recommended.summary.renovationAtKeys).to.equal(3_800_000);
    expect(publicAnswer.summary.estimatedLoanAmount).to.equal(recommended.summary.estimatedLoanAmount);
    expect(publicAnswer.summary.cpfNeededUpfront).to.equal(recommended.summary.cpfNeededUpfront);
  });
});
