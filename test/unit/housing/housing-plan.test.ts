import { expect } from 'chai';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { applyPlanChange, duplicatePlanFields, newPlanFields, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { CPF_INSTALMENT_TOO_HIGH, housingPlanSummary, planConsistencyError } from '../../../src/housing/domain/housing-summary.js';

const c = (n: number) => n as Cents;

/** A S$400,000 new flat on an HDB loan with S$80,000 of grants, S$5,000 upfront in cash. */
function plan(change: Partial<HousingPlanFields> = {}): HousingPlanFields {
  return {
    ...newPlanFields('2026-11-26'),
    flatType: 'NEW',
    flatSize: 'TWO_ROOM',
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
  it("a new plan: custom, first step, 'My new housing plan', red, family, new or resale and the size not chosen, HDB loan, 1 buyer, 2.6 % over 25 years", () => {
    const fields = newPlanFields('2026-11-26');
    expect(fields).to.include({
      planType: 'CUSTOM',
      planStep: 'BASIC_AND_FINANCIAL_INFORMATION',
      planName: 'My new housing plan',
      planColor: 'RED',
      householdType: 'FAMILY',
      flatType: null,
      flatSize: null,
      flatAnnualValue: null,
      loanType: 'HDB',
      noOfBuyers: 1,
      interestRate: 2.6,
      loanPeriod: 25,
      isPlanCompleted: false,
      purchaseDate: '2026-11-26',
      propertiesOwned: 0,
      flatValuation: null,
    });
    expect(fields.buyerResidencies).to.deep.equal(['CITIZEN']);
    expect(fields.fees.optionFee.amount).to.equal(50_000);
    // Worked out from the dated tables while 0: the spec's fixed S$20 conveyancing fee is HDB's scale now.
    expect(fields.fees.buyerStampDuty.amount).to.equal(0);
    expect(fields.fees.additionalBuyerStampDuty.amount).to.equal(0);
    expect(fields.fees.purchaseLegalFee.amount).to.equal(0);
    expect(fields.fees.loanLegalFee.amount).to.equal(0);
    expect(fields.fees.surveyFee.amount).to.equal(16_050);
    expect(fields.fees.leaseInEscrowFee.amount).to.equal(3_830);
    expect(fields.fees.mortgageInEscrowFee.amount).to.equal(3_830);
    expect(fields.fees.renovationCost.amount).to.equal(3_800_000);
    expect(fields.fees.serviceAndConservancyCharges.amount).to.equal(3_100);
    expect(fields.fees.homeProtectionPremium).to.deep.equal({ amount: 17_920, paymentMethod: 'CPF' });
  });

  it('new or resale has no silent default: a custom plan waits for the choice, a recommended plan is a new flat (docs/decisions.md "Housing plan explains itself")', () => {
    expect(applyPlanChange(newPlanFields('2026-11-26'), { planName: 'Mine' }).flatType).to.equal(null);
    expect(applyPlanChange(newPlanFields('2026-11-26'), { flatType: 'RESALE' }).flatType).to.equal('RESALE');
    expect(applyPlanChange(newPlanFields('2026-11-26'), { planType: 'DEFAULT' }).flatType).to.equal('NEW');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { flatType: 'CONDO' as 'NEW' }))).to.deep.equal({
      field: 'flatType',
      message: 'Choose a new flat or a resale flat: the grants, the fees and when you pay depend on it',
    });
    // While not chosen, nothing that depends on it is charged: no new-flat application fee, no 99-year lease assumed.
    const s = housingPlanSummary({ ...newPlanFields('2026-11-26'), flatValueAtTimeOfPurchase: c(40_000_000) });
    expect(s.applicationFee).to.equal(0);
    expect(s.remainingLease).to.equal(null);
    expect(s.paymentTimeline).to.deep.equal([]);
  });

  it('refuses an empty or long name, a fifth buyer, a rate over 10 % or with 3 decimals, and a loan too long for its type', () => {
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { planName: '   ' }))).to.deep.equal({ field: 'planName', message: 'Please enter a value' });
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { planName: 'x'.repeat(41) })).field).to.equal('planName');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { noOfBuyers: 5 })).message).to.equal('Choose 1 to 4 buyers');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { purchaseDate: '2026-02-29' }))).to.deep.equal({
      field: 'purchaseDate',
      message: 'Enter a real date from 1996 to 2099, like 2026-11-26',
    });
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { purchaseDate: '1995-12-31' })).field).to.equal('purchaseDate');
    expect(applyPlanChange(newPlanFields('2026-11-26'), { purchaseDate: '2027-03-01' }).purchaseDate).to.equal('2027-03-01');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { propertiesOwned: -1 })).field).to.equal('propertiesOwned');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { propertiesOwned: 1.5 })).field).to.equal('propertiesOwned');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'ALIEN' as 'PR'] })).field).to.equal('buyerResidencies.1');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { interestRate: 10.5 })).field).to.equal('interestRate');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { interestRate: 2.655 })).field).to.equal('interestRate');
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { loanPeriod: 26 })).message).to.equal('An HDB loan runs 1 to 25 years');
    expect(applyPlanChange(newPlanFields('2026-11-26'), { loanType: 'BANK', loanPeriod: 30 }).loanPeriod).to.equal(30);
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { loanType: 'BANK', loanPeriod: 31 })).message).to.equal('A bank loan runs 1 to 30 years');
  });

  it('one residency per buyer: a longer list is cut, a shorter one filled with citizens', () => {
    expect(applyPlanChange(newPlanFields('2026-11-26'), { noOfBuyers: 3, buyerResidencies: ['PR'] }).buyerResidencies).to.deep.equal(['PR', 'CITIZEN', 'CITIZEN']);
    expect(applyPlanChange(newPlanFields('2026-11-26'), { noOfBuyers: 1, buyerResidencies: ['FOREIGNER', 'PR'] }).buyerResidencies).to.deep.equal(['FOREIGNER']);
  });

  it('keeps cash-only fees in cash, and merges a fee change item by item', () => {
    expect(refusal(() => applyPlanChange(newPlanFields('2026-11-26'), { fees: { renovationCost: { amount: c(100), paymentMethod: 'CPF' } } }))).to.deep.equal({
      field: 'fees.renovationCost.paymentMethod',
      message: 'This can only be paid in cash',
    });
    const changed = applyPlanChange(newPlanFields('2026-11-26'), { fees: { surveyFee: { amount: c(20_000), paymentMethod: 'CASH' } }, planName: '  Tampines  ' });
    expect(changed.fees.surveyFee).to.deep.equal({ amount: 20_000, paymentMethod: 'CASH' });
    expect(changed.fees.optionFee.amount).to.equal(50_000);
    expect(changed.planName).to.equal('Tampines');
  });

  it("a duplicate is a custom '… copy' in a colour other than purple", () => {
    const original = { ...newPlanFields('2026-11-26'), planType: 'DEFAULT' as const, planName: 'Punggol', planColor: 'PURPLE' as const };
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
    // HDB's scale with 9 % GST: on the S$400,000 price 252.60 -> 253 -> 275.77; on the S$300,000 loan 192.60 -> 193 -> 210.37.
    expect(s.purchaseLegalFee).to.equal(27_577);
    expect(s.loanLegalFee).to.equal(21_037);
    expect(s.applicationFee).to.equal(1_000);
    // CPF: stamp duty 660,000 + legal fees 27,577 + 21,037 + survey 16,050 + the escrow fees 7,660.
    // Cash: renovation 3,800,000 + application fee 1,000 + fire insurance 271; the option fee is part of the downpayment.
    expect(s.oneTimePayments).to.deep.equal({ cash: 3_801_271, cpf: 732_324, total: 4_533_595 });
    expect(s.monthlyPayments).to.deep.equal({ cash: 39_201, cpf: 100_000, total: 139_201 });
    expect(s.annualPayments).to.deep.equal({ cash: 0, cpf: 17_920, total: 17_920 });
    expect(s.paymentInCpf).to.equal(2_232_324);
    expect(s.totalAmountLeftInCpfOA).to.equal(767_676);
    expect(s.cashLeft).to.equal(698_729);
    expect(s.warnings).to.deep.equal([]);
  });

  it("uses the resident's own stamp duty and legal fees when entered, and ours from the tables otherwise", () => {
    const own = plan();
    own.fees = { ...own.fees, buyerStampDuty: { amount: c(700_000), paymentMethod: 'CPF' }, purchaseLegalFee: { amount: c(30_000), paymentMethod: 'CASH' } };
    const s = housingPlanSummary(own);
    expect(s.buyerStampDuty).to.equal(700_000);
    expect(s.suggestedBuyerStampDuty).to.equal(660_000);
    expect(s.purchaseLegalFee).to.equal(30_000);
    expect(s.suggestedPurchaseLegalFee).to.equal(27_577);
    expect(s.loanLegalFee).to.equal(21_037);
  });

  it('the Home Protection Scheme premium is the estimate entered, never the legal-fee scale', () => {
    expect(housingPlanSummary(plan()).homeProtectionPremium).to.equal(17_920);
    const own = plan();
    own.fees = { ...own.fees, homeProtectionPremium: { amount: c(25_000), paymentMethod: 'CPF' } };
    expect(housingPlanSummary(own).homeProtectionPremium).to.equal(25_000);
    expect(housingPlanSummary(own).annualPayments.cpf).to.equal(25_000);
  });

  it('reads every table on the purchase date and lists the rows used: rules as of that day', () => {
    const today = housingPlanSummary(plan());
    expect(today.rulesAsOf).to.equal('2026-11-26');
    // the duties and legal fees, then the loan's (LTV, eligibility rate, MSR, tenure), CPF's usage limits, then the
    // payment timeline's items (the application fee, the option fee, the fire insurance; the grants pay this plan's
    // share at the agreement for lease, so no item there cites that row), then the recurring costs' (CPF Board's Home
    // Protection Scheme row: CPF pays this plan's instalment)
    expect(today.sources.map((s) => s.publisher)).to.deep.equal(['IRAS', 'IRAS', 'HDB', 'IRAS', 'HDB', 'HDB', 'MAS', 'HDB', 'CPF Board', 'HDB', 'HDB', 'Product specification', 'CPF Board']);
    expect(today.sources.map((s) => s.title)).to.include('GST at 9 % (from 1 Jan 2024)');
    const in2022 = housingPlanSummary(plan({ purchaseDate: '2022-06-01', flatValueAtTimeOfPurchase: c(200_000_000) }));
    expect(in2022.rulesAsOf).to.equal('2022-06-01');
    expect(in2022.suggestedBuyerStampDuty).to.equal(6_460_000); // the 2018 bands: 4 % above S$1m
    expect(housingPlanSummary(plan({ flatValueAtTimeOfPurchase: c(200_000_000) })).suggestedBuyerStampDuty).to.equal(6_960_000);
    expect(in2022.gstPercent).to.equal('7');
    expect(in2022.sources.map((s) => s.title)).to.include('GST at 7 % (1 Jul 2007 to 31 Dec 2022)');
  });

  it("stamp duty on a resale flat is on the higher of price and valuation; the legal fee stays on the price", () => {
    const s = housingPlanSummary(plan({ flatType: 'RESALE', flatValuation: c(42_000_000) }));
    expect(s.dutiableValue).to.equal(42_000_000);
    expect(s.suggestedBuyerStampDuty).to.equal(720_000);
    expect(s.suggestedPurchaseLegalFee).to.equal(27_577);
    expect(housingPlanSummary(plan({ flatType: 'RESALE', flatValuation: c(38_000_000) })).dutiableValue).to.equal(40_000_000);
    // A valuation is a resale flat's: a new flat's price is what HDB charges.
    expect(housingPlanSummary(plan({ flatType: 'NEW', flatValuation: c(42_000_000) })).dutiableValue).to.equal(40_000_000);
  });

  it("additional buyer's stamp duty by the buyers' residency and the homes owned, with the couple's refund in words", () => {
    const s = housingPlanSummary(plan({ noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'CITIZEN'], propertiesOwned: 1 }));
    expect(s.additionalBuyerStampDuty).to.equal(8_000_000);
    expect(s.additionalBuyerStampDutyPercent).to.equal('20');
    expect(s.additionalBuyerStampDutyNote).to.contain('refunds this duty when you sell your first home within 6 months');
    expect(s.oneTimePayments.cpf).to.equal(732_324 + 8_000_000);
    const pr = housingPlanSummary(plan({ buyerResidencies: ['PR'] }));
    expect(pr.additionalBuyerStampDuty).to.equal(2_000_000);
    expect(pr.additionalBuyerStampDutyNote).to.equal(null);
    expect(housingPlanSummary(plan()).additionalBuyerStampDuty).to.equal(0);
    expect(housingPlanSummary(plan()).sources.filter((source) => source.title.includes('27 Apr 2023'))).to.have.length(1);
  });

  it('a bank loan has no HDB legal fee for the loan', () => {
    const s = housingPlanSummary(plan({ loanType: 'BANK' }));
    expect(s.suggestedLoanLegalFee).to.equal(0);
    expect(s.loanLegalFee).to.equal(0);
  });

  it('without grants the downpayment is 25 % of the price; extra cash makes the loan smaller', () => {
    const s = housingPlanSummary(plan({ cpfHousingGrant: null, enhancedCpfHousingGrant: null, upfrontPaymentInCash: c(12_000_000) }));
    expect(s.minimumPayment).to.equal(10_000_000);
    expect(s.upfrontPaymentInCpf).to.equal(0);
    expect(s.estimatedLoanAmount).to.equal(28_000_000);
    expect(s.applicationFee).to.equal(1_000);
    expect(housingPlanSummary(plan({ flatType: 'RESALE' })).applicationFee).to.equal(0);
  });

  it('warns of a bank loan without 5 % cash, the loan the income caps, a short CPF account or cash', () => {
    const s = housingPlanSummary(plan({ loanType: 'BANK', upfrontPaymentInCash: c(0), cpfOABalance: c(100_000), cashSavings: c(100_000), monthlyHouseholdIncome: c(300_000) }));
    expect(s.minimumCashPayment).to.equal(2_000_000);
    // The shortfalls' full wording is in plan-warnings.test.ts: here, each is there with its amounts.
    expect(s.warnings).to.have.length(5);
    // The S$500 option fee is paid in cash from the upfront payment (payment-timeline.ts), so the upfront cash is S$500.
    expect(s.warnings[0]).to.equal('A bank loan needs at least 5 % of the price paid in cash (S$20,000.00): your upfront cash (S$500.00) is S$19,500.00 short.');
    expect(s.warnings[1]).to.equal('The option fee (S$500.00) can only be paid in cash: the plan counts S$500.00 of the upfront payment in cash, S$500.00 more than the S$0.00 you entered.');
    // S$3,000 a month: 30 % is S$900, which at 4 % over 25 years carries S$170,508.18: the loan is that, not 75 % of S$400,000
    expect(s.warnings[2]).to.equal(
      'Your income caps the loan at S$170,508.18: at the 4 % rate banks must assess, its instalment may be at most 30 % of your household income (S$900.00 a month). That is S$129,491.82 less than the loan-to-value limit (S$300,000.00), so S$229,491.82 of the price is paid upfront, from CPF, cash and grants.',
    );
    expect(s.warnings[3]).to.match(/^Your CPF Ordinary Account \(S\$1,000\.00\) is S\$[\d,.]+ short of the CPF payments \(S\$[\d,.]+: upfront payment S\$[\d,.]+, /);
    expect(s.warnings[4]).to.match(/^Your cash savings \(S\$1,000\.00\) are S\$[\d,.]+ short of the cash payments \(S\$[\d,.]+: upfront payment S\$500\.00 /);
    expect(s.estimatedLoanAmount).to.equal(17_050_818);
    expect(s.withinMortgageServicingLimit).to.equal(true);
    expect(housingPlanSummary(newPlanFields('2026-11-26')).warnings).to.deep.equal(["Enter the flat's price or your budget to see the plan."]);
  });

  it('refuses a CPF part of the instalment above the instalment (spec 1 §5)', () => {
    expect(planConsistencyError(plan({ cpfMonthlyInstalment: c(136_102) }))).to.deep.equal({ field: 'cpfMonthlyInstalment', message: CPF_INSTALMENT_TOO_HIGH });
    expect(planConsistencyError(plan({ cpfMonthlyInstalment: c(136_101) }))).to.equal(null);
    expect(CPF_INSTALMENT_TOO_HIGH).to.equal('Sum of cash and CPF cannot exceed total monthly instalment');
  });
});
