import { expect } from 'chai';
import type { LocalDate } from '../../../src/shared-kernel/local-date.js';
import { LocalDate as Dates } from '../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import {
  accumulatedMonths,
  amountForMonths,
  clipFund,
  fundMonthsRose,
  initialFund,
  monthlyOutflow,
  monthsCovered,
  monthsLabel,
  recommendedFundMonths,
} from '../../../src/targets/domain/emergency-fund.js';

const c = (n: number) => n as Cents;

describe('emergency fund editor', () => {
  it('outflow: expenses and loan repayments, investments left out, never below 1 cent', () => {
    expect(monthlyOutflow(c(250_000), c(80_000))).to.equal(330_000);
    expect(monthlyOutflow(c(0), c(0))).to.equal(1);
  });

  it('recommended months: 3 under 3 months of spending, 6 from there', () => {
    expect(recommendedFundMonths(c(299_999), c(100_000))).to.equal(3);
    expect(recommendedFundMonths(c(300_000), c(100_000))).to.equal(6);
  });

  it('amount -> whole months, rounded down; months -> amount, kept within 1 to 1000', () => {
    expect(monthsCovered(c(250_000), c(100_000))).to.equal(2);
    expect(monthsCovered(c(99_999), c(100_000))).to.equal(0);
    expect(amountForMonths(6, c(100_000))).to.equal(600_000);
    expect(amountForMonths(0, c(1_000))).to.equal(1_000);
    expect(amountForMonths(2.9, c(1_000))).to.equal(2_000);
    expect(amountForMonths(1_001, c(1_000))).to.equal(1_000_000);
  });

  it('months shown as < 1 and > 999 at the ends', () => {
    expect([monthsLabel(0), monthsLabel(1), monthsLabel(999), monthsLabel(1_000)]).to.deep.equal(['< 1', '1', '999', '> 999']);
  });

  it('starts from the stored fund, else the recommended months of spending due a month from today', () => {
    // S$5,999.99 saved is under 3 months of S$2,000: aim for 3 months; S$6,000 reaches 3: aim for 6.
    const fresh = initialFund(null, c(200_000), c(599_999), '2026-11-22' as LocalDate, Dates.addMonths);
    expect(fresh).to.deep.equal({ totalAmount: 600_000, currentAmount: 0, date: '2026-12-22', prevAccumulatedMonths: 0 });
    expect(initialFund(null, c(200_000), c(600_000), '2026-11-22' as LocalDate, Dates.addMonths).totalAmount).to.equal(1_200_000);
    const stored = { totalAmount: c(900_000), currentAmount: c(10), date: '2027-01-01' as LocalDate, prevAccumulatedMonths: 1.2 };
    expect(initialFund(stored, c(200_000), c(0), '2026-11-22' as LocalDate, Dates.addMonths)).to.equal(stored);
    expect(initialFund(null, c(200_000), c(0), '2026-01-31' as LocalDate, Dates.addMonths).date).to.equal('2026-02-28');
  });

  it('never holds more than its total', () => {
    const fund = { totalAmount: c(500), currentAmount: c(700), date: '2027-01-01' as LocalDate, prevAccumulatedMonths: 0 };
    expect(clipFund(fund).currentAmount).to.equal(500);
    expect(clipFund({ ...fund, currentAmount: c(400) }).currentAmount).to.equal(400);
  });

  it('milestones compare months to 1 decimal: a rise from 2.9 to 3.0 counts, 3.04 and 3.0 are the same', () => {
    expect(accumulatedMonths(c(25_000), c(10_000))).to.equal(2.5);
    expect(accumulatedMonths(c(30_400), c(10_000))).to.equal(3);
    expect(accumulatedMonths(c(30_500), c(10_000))).to.equal(3.1);
    expect(fundMonthsRose(2.9, accumulatedMonths(c(30_000), c(10_000)))).to.equal(true);
    expect(fundMonthsRose(3, accumulatedMonths(c(30_400), c(10_000)))).to.equal(false);
  });
});
