import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { applyPlanChange, newPlanFields, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { monthlyInstalment } from '../../../src/housing/domain/housing-costs.js';
import { withinServicingLimit } from '../../../src/housing/domain/loan-limits.js';
import { DomainError } from '../../../src/shared-kernel/errors.js';

const c = (n: number) => n as Cents;

/** A S$400,000 new flat on an HDB loan, no grants, nothing upfront in cash, S$4,000 a month of income. */
function plan(change: Partial<HousingPlanFields> = {}): HousingPlanFields {
  return { ...newPlanFields('2026-11-26'), flatType: 'NEW', monthlyHouseholdIncome: c(400_000), flatValueAtTimeOfPurchase: c(40_000_000), ...change };
}

describe('housing plan summary: loan limits and CPF limits (docs/decisions.md "Housing loans and CPF limits")', () => {
  it('a new plan takes HDB\'s concessionary rate on its purchase date; no ages and no lease until given', () => {
    expect(newPlanFields('2026-11-26')).to.include({ interestRate: 2.6, remainingLease: null });
    expect(newPlanFields('2026-11-26').buyerAges).to.deep.equal([]);
  });

  it('the LTV limit by purchase date: the downpayment is 25 % from 20 Aug 2024, 20 % the day before', () => {
    // S$10,000 a month: the income allows more than the LTV limit, so the LTV limit sets the loan
    const now = housingPlanSummary(plan({ monthlyHouseholdIncome: c(1_000_000) }));
    expect(now).to.include({ loanToValuePercent: 75, maxLoanByLtv: 30_000_000, minimumPayment: 10_000_000, estimatedLoanAmount: 30_000_000 });
    const before = housingPlanSummary(plan({ purchaseDate: '2024-08-19', monthlyHouseholdIncome: c(1_000_000) }));
    expect(before).to.include({ loanToValuePercent: 80, maxLoanByLtv: 32_000_000, minimumPayment: 8_000_000, estimatedLoanAmount: 32_000_000 });
  });

  it('a resale flat valued below its price: the loan is on the valuation, the difference is paid upfront', () => {
    const s = housingPlanSummary(plan({ flatType: 'RESALE', remainingLease: 80, flatValuation: c(38_000_000), monthlyHouseholdIncome: c(1_000_000) }));
    expect(s.maxLoanByLtv).to.equal(28_500_000);
    expect(s.minimumPayment).to.equal(11_500_000);
    expect(s.valuationLimit).to.equal(38_000_000);
    expect(s.withdrawalLimit).to.equal(45_600_000);
  });

  it('the income limit is sized at the 3.0 % floor and caps the loan: the downpayment, the instalment and the ratios follow the capped loan', () => {
    const s = housingPlanSummary(plan());
    expect(s.eligibilityInterestRate).to.equal(3);
    expect(s.maxLoanByIncome).to.equal(25_305_279); // S$4,000 a month: S$253,052 over 25 years
    // 75 % of S$400,000 would be S$300,000, whose instalment at 3.0 % (S$1,422.63) is 35.6 % of the income: the
    // income caps the loan at S$253,052.79, and the downpayment is the rest: 400,000 - 253,052.79 = S$146,947.21
    expect(s).to.include({ maxLoanByLtv: 30_000_000, maxLoan: 25_305_279, loanLimitedBy: 'INCOME', estimatedLoanAmount: 25_305_279, minimumPayment: 14_694_721 });
    expect(s.instalmentAtEligibilityRate).to.equal(120_000);
    expect(s.withinMortgageServicingLimit).to.equal(true);
    expect(s.warnings).to.include(
      "Your income caps the loan at S$253,052.79: at HDB's assessment rate of 3 %, its instalment may be at most 30 % of your household income (S$1,200.00 a month). That is S$46,947.21 less than the loan-to-value limit (S$300,000.00), so S$146,947.21 of the price is paid upfront, from CPF, cash and grants.",
    );
    // exactly the largest loan the income carries: within; the mortgage servicing ratio shown is the 2.6 % instalment's
    const atLimit = housingPlanSummary(plan({ flatValueAtTimeOfPurchase: c(33_740_372), upfrontPaymentInCash: c(0) }));
    expect(atLimit.estimatedLoanAmount).to.equal(25_305_279);
    expect(atLimit.loanLimitedBy).to.equal('LOAN_TO_VALUE');
    expect(atLimit.withinMortgageServicingLimit).to.equal(true);
    expect(atLimit.mortgageServicingRatio).to.equal(28.7);
  });

  it('MSR at exactly 30 % is within and at 30.04 % is over, compared exactly; the summary then lends only what is within', () => {
    const instalment = monthlyInstalment(c(30_000_000), 3.5, 25);
    const income30 = Math.ceil((instalment * 100) / 30);
    expect(withinServicingLimit(instalment, c(income30), 30)).to.equal(true);
    const income3004 = Math.round((instalment * 100) / 30.04);
    expect(withinServicingLimit(instalment, c(income3004), 30)).to.equal(false);
    const over = housingPlanSummary(plan({ interestRate: 3.5, flatValueAtTimeOfPurchase: c(40_000_000), monthlyHouseholdIncome: c(income3004) }));
    expect(over.loanLimitedBy).to.equal('INCOME');
    expect(over.estimatedLoanAmount).to.be.below(30_000_000);
    expect(over.withinMortgageServicingLimit).to.equal(true);
  });

  it('a bank loan is sized at 4 % and checked against the TDSR too', () => {
    const s = housingPlanSummary(plan({ loanType: 'BANK', upfrontPaymentInCash: c(2_000_000), monthlyHouseholdIncome: c(1_000_000) }));
    expect(s.eligibilityInterestRate).to.equal(4);
    expect(s.totalDebtServicingLimitPercent).to.equal(55);
    expect(s.withinTotalDebtServicingLimit).to.equal(true);
    expect(s.withinMortgageServicingLimit).to.equal(true);
    expect(housingPlanSummary(plan()).withinTotalDebtServicingLimit).to.equal(null);
  });

  it('the longest HDB loan: 25 years, 65 less the average age, the lease less 20; a longer plan is warned', () => {
    expect(housingPlanSummary(plan({ noOfBuyers: 2, buyerAges: [30, 32] })).maxLoanTenure).to.equal(25);
    const older = housingPlanSummary(plan({ noOfBuyers: 2, buyerAges: [44, 47] }));
    expect(older).to.include({ maxLoanTenure: 19, maxLoanTenureLimitedBy: 'AGE' });
    expect(older.warnings).to.include("An HDB loan for this plan runs at most 19 years (up to the buyers' average age of 65): the plan's 25 years is longer.");
    const shortLease = housingPlanSummary(plan({ flatType: 'RESALE', remainingLease: 40, buyerAges: [30] }));
    expect(shortLease).to.include({ maxLoanTenure: 20, maxLoanTenureLimitedBy: 'LEASE' });
    // the income limit is sized over the plan's period within that tenure
    expect(older.maxLoanByIncome).to.be.below(housingPlanSummary(plan()).maxLoanByIncome!);
  });

  it("CPF limits on a bank loan: the valuation limit, 120 %, and when the CPF instalments reach it", () => {
    const s = housingPlanSummary(plan({ loanType: 'BANK', upfrontPaymentInCash: c(2_000_000), cpfMonthlyInstalment: c(130_000), buyerAges: [30], monthlyHouseholdIncome: c(1_000_000) }));
    expect(s).to.include({ valuationLimit: 40_000_000, withdrawalLimit: 48_000_000, cpfLimitsApply: true, cpfLimitsToConfirm: null });
    // CPF at purchase: the downpayment's CPF part and the fees paid from CPF; then S$1,300 a month
    // S$87,112.87 at purchase; (400,000 - 87,112.87) / 1,300 = 240.7, so the 241st month: 20 years and 1 month
    expect(s.paymentInCpf).to.equal(8_711_287);
    expect(s.noOfYearsToReachCpfUsageLimits).to.equal(20);
    expect(s.noOfRemainingMonthsToReachCpf).to.equal(1);
    expect(s.warnings.some((w) => w.startsWith('Your CPF payments reach the valuation limit (S$400,000.00)'))).to.equal(true);
  });

  it("CPF's pro-ration example on a plan: two 25-year-olds, 65 years of lease, S$550,000 -> S$495,000", () => {
    const s = housingPlanSummary(plan({ flatType: 'RESALE', flatValueAtTimeOfPurchase: c(55_000_000), remainingLease: 65, noOfBuyers: 2, buyerAges: [25, 25] }));
    expect(s).to.include({ valuationLimit: 49_500_000, withdrawalLimit: 49_500_000, cpfLeaseFactor: '0.9', cpfLimitsApply: true });
  });

  it('a lease under 20 years: no CPF for the purchase, said in words', () => {
    const s = housingPlanSummary(plan({ flatType: 'RESALE', remainingLease: 19 }));
    expect(s.valuationLimit).to.equal(0);
    expect(s.warnings).to.include('CPF cannot be used for a flat with less than 20 years of lease left: the price, the fees and the instalments are paid in cash.');
  });

  it('an HDB loan on a new flat: the limits are shown, not applied, with the rule\'s open question', () => {
    const s = housingPlanSummary(plan({ cpfMonthlyInstalment: c(100_000) }));
    expect(s).to.include({ remainingLease: 99, valuationLimit: 40_000_000, cpfLimitsApply: false, noOfYearsToReachCpfUsageLimits: null });
    expect(s.cpfLimitsToConfirm).to.match(/HDB loan/);
  });

  it('ages and the lease are checked: whole years, 21 to 99 and 0 to 99; ages follow the buyers', () => {
    const refused = (change: Partial<HousingPlanFields>) => {
      try {
        applyPlanChange(newPlanFields('2026-11-26'), change);
      } catch (error) {
        return (error as DomainError).details![0]!;
      }
      return null;
    };
    expect(refused({ noOfBuyers: 2, buyerAges: [20, 30] })).to.deep.equal({ field: 'buyerAges.0', message: 'Enter an age from 21 to 99, in whole years' });
    expect(refused({ buyerAges: [30.5] })).to.deep.equal({ field: 'buyerAges.0', message: 'Enter an age from 21 to 99, in whole years' });
    expect(refused({ remainingLease: 100 })).to.deep.equal({ field: 'remainingLease', message: 'Enter the whole years left on the lease, from 0 to 99' });
    expect(refused({ remainingLease: 60 })).to.equal(null);
    expect(applyPlanChange(newPlanFields('2026-11-26'), { noOfBuyers: 1, buyerAges: [30, 40] }).buyerAges).to.deep.equal([30]);
  });
});
