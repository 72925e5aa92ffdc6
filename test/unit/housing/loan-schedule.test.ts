import { expect } from 'chai';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { loanTotals, monthlyInstalment } from '../../../src/housing/domain/housing-costs.js';
import { newPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary } from '../../../src/housing/domain/housing-summary.js';
import { loanSchedule } from '../../../src/housing/domain/loan-schedule.js';

const c = (n: number) => n as Cents;

describe('loan schedule: the balance and the interest year by year', () => {
  it('S$300,000 at 2.6 % over 25 years: year 1 by the month (interest on the balance, half up to the cent)', () => {
    const schedule = loanSchedule(c(30_000_000), 2.6, 25);
    expect(schedule.instalment).to.equal(136_101);
    expect(schedule.years).to.have.length(25);
    expect(schedule.years[0]).to.deep.equal({
      year: 1,
      openingBalance: 30_000_000,
      paid: 1_633_212,
      interest: 769_759,
      principal: 863_453,
      closingBalance: 29_136_547,
      interestSoFar: 769_759,
      paidSoFar: 1_633_212,
    });
    expect(schedule.years[1]!.openingBalance).to.equal(29_136_547);
  });

  it('the last year ends with the loan repaid: the last instalment takes up the rounding cents', () => {
    const last = loanSchedule(c(30_000_000), 2.6, 25).years[24]!;
    expect(last).to.deep.include({ year: 25, openingBalance: 1_610_381, paid: 1_633_212, interest: 22_831, principal: 1_610_381, closingBalance: 0 });
  });

  it("adds up to the summary's total paid and total interest, to the cent", () => {
    const schedule = loanSchedule(c(30_000_000), 2.6, 25);
    expect(schedule.totalPaid).to.equal(40_830_300);
    expect(schedule.totalInterest).to.equal(10_830_300);
    for (const [loan, rate, years] of [
      [25_000_000, 2.6, 25],
      [41_234_567, 3.5, 30],
      [9_999_999, 4.25, 7],
      [123_456, 1.1, 1],
      [50_000_000, 9.99, 25],
    ] as const) {
      const s = loanSchedule(c(loan), rate, years);
      const totals = loanTotals(c(loan), monthlyInstalment(c(loan), rate, years), years);
      expect({ loan, paid: s.totalPaid, interest: s.totalInterest }).to.deep.equal({ loan, paid: totals.totalLoanPayment, interest: totals.totalInterest });
      expect(s.years[years - 1]!.closingBalance).to.equal(0);
      expect(s.years.reduce((sum, y) => sum + y.principal, 0)).to.equal(loan);
    }
  });

  it("agrees with a worked plan's summary", () => {
    const plan = { ...newPlanFields('2026-11-26'), flatValueAtTimeOfPurchase: c(50_000_000), upfrontPaymentInCash: c(2_500_000) };
    const summary = housingPlanSummary(plan);
    const schedule = loanSchedule(summary.estimatedLoanAmount, plan.interestRate, plan.loanPeriod);
    expect(summary.estimatedLoanAmount).to.be.greaterThan(0);
    expect(schedule.instalment).to.equal(summary.monthlyMortgageInstalment);
    expect(schedule.totalPaid).to.equal(summary.totalLoanPayment);
    expect(schedule.totalInterest).to.equal(summary.totalInterest);
  });

  it('without interest: no interest, and the cents an instalment rounded down leaves stay unpaid, as the summary says', () => {
    const schedule = loanSchedule(c(10_000_000), 0, 25);
    expect(schedule.instalment).to.equal(33_333);
    expect(schedule.totalPaid).to.equal(9_999_900);
    expect(schedule.totalInterest).to.equal(0);
    expect(schedule.years[24]!.closingBalance).to.equal(100);
  });

  it('no loan, no years', () => {
    expect(loanSchedule(c(0), 2.6, 25)).to.deep.equal({ instalment: 0, years: [], totalPaid: 0, totalInterest: 0 });
  });
});
