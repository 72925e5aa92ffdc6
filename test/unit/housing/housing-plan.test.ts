import { expect } from 'chai';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { applyPlanChange, duplicatePlanFields, newPlanFields, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { CPF_INSTALMENT_TOO_HIGH, housingPlanSummary, planConsistencyError } from '../../../src/housing/domain/housing-summary.js';

const c = (n: number) => n as Cents;

/** A S$400,000 new flat on an HDB loan with S$80,000 of grants, S$5,000 upfront in cash. */
function plan(change: Partial<HousingPlanFields> = {}): HousingPlanFields {
  return {
    ...newPlanFields(),
    monthlyHouseholdIncome: c(800_000),
    cpfOABalance: c(3_000_000),
    cashSavings: c(5_000_000),
    flatValueAtTimeOfPurchase: c(40_000_000),
    cpfHousingGrant: c(5_000_000),
    enhancedCpfHousingGrant: c(3_000_000),
    upfrontPaymentInCash: c(500_000),
    cpfMonthlyInstalment: c(100_000),
    ...change,
  };
}

function refusal(run: () => unknown): { field: string; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return (error as DomainError).details![0]!;
  }
  throw new Error('accepted');
}

describe('housing plan defaults and rules (spec 3 §3, §4, §9)', () => {
  it("a new plan: custom, first step, 'My new housing plan', red, family, new 2-room, HDB loan, 1 buyer, 2.6 % over 25 years", () => {
    const fields = newPlanFields();
    expect(fields).to.include({
      planType: 'CUSTOM',
      planStep: 'BASIC_AND_FINANCIAL_INFORMATION',
      planName: 'My new housing plan',
      planColor: 'RED',
      householdType: 'FAMILY',
      flatType: 'NEW',
      flatSize: 'TWO_ROOM',
      loanType: 'HDB',
      noOfBuyers: 1,
      interestRate: 2.6,
      loanPeriod: 25,
      isPlanCompleted: false,
    });
    expect(fields.fees.optionFee.amount).to.equal(50_000);
    expect(fields.fees.conveyancingFee.amount).to.equal(2_000);
    expect(fields.fees.surveyFee.amount).to.equal(16_050);
    expect(fields.fees.leaseInEscrowFee.amount).to.equal(3_830);
    expect(fields.fees.mortgageInEscrowFee.amount).to.equal(3_830);
    expect(fields.fees.renovationCost.amount).to.equal(3_800_000);
    expect(fields.fees.serviceAndConservancyCharges.amount).to.equal(3_100);
    expect(fields.fees.mortgageInsurancePremiums.amount).to.equal(17_920);
  });

  it('refuses an empty or long name, a fifth buyer, a rate over 10 % or with 3 decimals, and a loan too long for its type', () => {
    expect(refusal(() => applyPlanChange(newPlanFields(), { planName: '   ' }))).to.deep.equal({ field: 'planName', message: 'Please enter a value' });
    expect(refusal(() => applyPlanChange(newPlanFields(), { planName: 'x'.repeat(41) })).field).to.equal('planName');
    expect(refusal(() => applyPlanChange(newPlanFields(), { noOfBuyers: 5 })).message).to.equal('Choose 1 to 4 buyers');
    expect(refusal(() => applyPlanChange(newPlanFields(), { interestRate: 10.5 })).field).to.equal('interestRate');
    expect(refusal(() => applyPlanChange(newPlanFields(), { interestRate: 2.655 })).field).to.equal('interestRate');
    expect(refusal(() => applyPlanChange(newPlanFields(), { loanPeriod: 26 })).message).to.equal('An HDB loan runs 1 to 25 years');
    expect(applyPlanChange(newPlanFields(), { loanType: 'BANK', loanPeriod: 30 }).loanPeriod).to.equal(30);
    expect(refusal(() => applyPlanChange(newPlanFields(), { loanType: 'BANK', loanPeriod: 31 })).message).to.equal('A bank loan runs 1 to 30 years');
  });

  it('keeps cash-only fees in cash, and merges a fee change item by item', () => {
    expect(refusal(() => applyPlanChange(newPlanFields(), { fees: { renovationCost: { amount: c(100), paymentMethod: 'CPF' } } }))).to.deep.equal({
      field: 'fees.renovationCost.paymentMethod',
      message: 'This can only be paid in cash',
    });
    const changed = applyPlanChange(newPlanFields(), { fees: { surveyFee: { amount: c(20_000), paymentMethod: 'CASH' } }, planName: '  Tampines  ' });
    expect(changed.fees.surveyFee).to.deep.equal({ amount: 20_000, paymentMethod: 'CASH' });
    expect(changed.fees.optionFee.amount).to.equal(50_000);
    expect(changed.planName).to.equal('Tampines');
  });

  it("a duplicate is a custom '… copy' in a colour other than purple", () => {
    const original = { ...newPlanFields(), planType: 'DEFAULT' as const, planName: 'Punggol', planColor: 'PURPLE' as const };
    const colours = [0, 0.3, 0.99].map((r) => duplicatePlanFields(original, () => r).planColor);
    expect(colours).to.not.include('PURPLE');
    expect(new Set(colours).size).to.equal(3);
    const copy = duplicatePlanFields(original, () => 0.5);
    expect(copy).to.include({ planType: 'CUSTOM', planName: 'Punggol copy' });
    expect(duplicatePlanFields({ ...original, planName: 'y'.repeat(40) }, () => 0).planName).to.have.length.at.most(40);
    const done = { ...original, isPlanCompleted: true, planStep: 'RECURRING_PAYMENTS' as const };
    expect(duplicatePlanFields(done, () => 0)).to.include({ isPlanCompleted: false, planStep: 'BASIC_AND_FINANCIAL_INFORMATION' });
    expect(duplicatePlanFields({ ...done, planType: 'CUSTOM' }, () => 0)).to.include({ isPlanCompleted: true, planStep: 'RECURRING_PAYMENTS' });
  });
});

describe('housing plan summary', () => {
  it('pays for the flat with the grants, the upfront payment and a loan of what is left', () => {
    const s = housingPlanSummary(plan());
    expect(s).to.include({
      flatPrice: 40_000_000,
      totalGrants: 8_000_000,
      minimumPayment: 2_000_000,
      upfrontPaymentInCash: 500_000,
      upfrontPaymentInCpf: 1_500_000,
      estimatedLoanAmount: 30_000_000,
      monthlyMortgageInstalment: 136_101,
      cpfMonthlyInstalment: 100_000,
      cashMonthlyInstalment: 36_101,
      mortgageServicingRatio: 17,
      withinMortgageServicingLimit: true,
      totalLoanPayment: 40_830_300,
      totalInterest: 10_830_300,
      percentageOfTotalPayment: 26.5,
    });
  });

  it('splits the one-time, monthly and yearly payments into cash and CPF, and what is left of each', () => {
    const s = housingPlanSummary(plan());
    expect(s.buyerStampDuty).to.equal(660_000);
    expect(s.applicationFee).to.equal(1_000);
    expect(s.oneTimePayments).to.deep.equal({ cash: 3_851_271, cpf: 685_710, total: 4_536_981 });
    expect(s.monthlyPayments).to.deep.equal({ cash: 39_201, cpf: 100_000, total: 139_201 });
    expect(s.annualPayments).to.deep.equal({ cash: 0, cpf: 17_920, total: 17_920 });
    expect(s.paymentInCpf).to.equal(2_185_710);
    expect(s.totalAmountLeftInCpfOA).to.equal(814_290);
    expect(s.cashLeft).to.equal(648_729);
    expect(s.warnings).to.deep.equal([]);
  });

  it("uses the resident's own stamp duty and premium when entered, and ours from the tiers otherwise", () => {
    const own = plan();
    own.fees = { ...own.fees, buyerStampDuty: { amount: c(700_000), paymentMethod: 'CPF' }, mortgageInsurancePremiums: { amount: c(0), paymentMethod: 'CPF' } };
    const s = housingPlanSummary(own);
    expect(s.buyerStampDuty).to.equal(700_000);
    expect(s.suggestedBuyerStampDuty).to.equal(660_000);
    expect(s.mortgageInsurancePremium).to.equal(19_260);
    expect(s.suggestedMortgageInsurancePremium).to.equal(19_260);
  });

  it('without grants the downpayment is 25 % of the price; extra cash makes the loan smaller', () => {
    const s = housingPlanSummary(plan({ cpfHousingGrant: null, enhancedCpfHousingGrant: null, upfrontPaymentInCash: c(12_000_000) }));
    expect(s.minimumPayment).to.equal(10_000_000);
    expect(s.upfrontPaymentInCpf).to.equal(0);
    expect(s.estimatedLoanAmount).to.equal(28_000_000);
    expect(s.applicationFee).to.equal(1_000);
    expect(housingPlanSummary(plan({ flatType: 'RESALE' })).applicationFee).to.equal(0);
  });

  it('warns of a bank loan without 5 % cash, a short CPF account or cash, and an instalment over 30 % of income', () => {
    const s = housingPlanSummary(plan({ loanType: 'BANK', upfrontPaymentInCash: c(0), cpfOABalance: c(100_000), cashSavings: c(100_000), monthlyHouseholdIncome: c(300_000) }));
    expect(s.minimumCashPayment).to.equal(2_000_000);
    expect(s.warnings).to.deep.equal([
      'A bank loan needs at least 5 % of the price paid in cash.',
      'Your CPF Ordinary Account is not enough for the CPF payments: pay more in cash.',
      'Your cash savings are not enough for the cash payments.',
      'The instalment is more than 30 % of your household income: a smaller loan or a longer period brings it down.',
    ]);
    expect(s.withinMortgageServicingLimit).to.equal(false);
    expect(housingPlanSummary(newPlanFields()).warnings).to.deep.equal(["Enter the flat's value or your budget to see the plan."]);
  });

  it('refuses a CPF part of the instalment above the instalment (spec 1 §5)', () => {
    expect(planConsistencyError(plan({ cpfMonthlyInstalment: c(136_102) }))).to.deep.equal({ field: 'cpfMonthlyInstalment', message: CPF_INSTALMENT_TOO_HIGH });
    expect(planConsistencyError(plan({ cpfMonthlyInstalment: c(136_101) }))).to.equal(null);
    expect(CPF_INSTALMENT_TOO_HIGH).to.equal('Sum of cash and CPF cannot exceed total monthly instalment');
  });
});
