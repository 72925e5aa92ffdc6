import { expect } from 'chai';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import {
  minimumMonthlySavings,
  monthlySavingsForAll,
  nextTransferDate,
  projectedAmounts,
  recommendedDate,
  transfersBy,
  type PlanTarget,
} from '../../../src/targets/domain/planning.js';
import { targetsOverview } from '../../../src/targets/domain/targets-overview.js';

const c = (n: number) => n as Cents;
const d = (s: string) => s as LocalDate;
const target = (key: string, total: number, current: number, date: string): PlanTarget => ({ key, totalAmount: c(total), currentAmount: c(current), date: d(date) });
const TODAY = d('2026-11-22');

/** Spec 2 §3, spec 3 §3 "User-level savings settings": a transfer on day D counts in the month it happens. */
describe('day of transfer in the targets plan', () => {
  it('counts this month’s transfer when its day is still ahead, and the due month’s only on or before the due day', () => {
    // 22 Nov 2026: day 25 is ahead (Nov 25 counts); day 22 is today and day 10 is past (from December).
    expect(transfersBy(d('2027-11-30'), TODAY, 25)).to.equal(13); // Nov 2026 .. Nov 2027
    expect(transfersBy(d('2027-11-30'), TODAY, 22)).to.equal(12); // Dec 2026 .. Nov 2027
    expect(transfersBy(d('2027-11-05'), TODAY, 10)).to.equal(11); // Dec 2026 .. Oct 2027 (5 Nov is before the 10th)
    expect(transfersBy(d('2027-11-05'), TODAY, null)).to.equal(12); // no day: each month after this one, due month included
    expect(transfersBy(d('2026-11-30'), TODAY, 25)).to.equal(1);
    expect(transfersBy(d('2026-11-24'), TODAY, 25)).to.equal(0);
  });

  it('projects what each target holds with those transfers', () => {
    const one = [target('A', 200_000, 0, '2027-11-30')];
    expect(projectedAmounts(one, c(10_000), TODAY, 25).get('A')).to.equal(130_000);
    expect(projectedAmounts(one, c(10_000), TODAY, 22).get('A')).to.equal(120_000);
    expect(projectedAmounts(one, c(10_000), TODAY, null).get('A')).to.equal(120_000);
    expect(projectedAmounts([target('B', 200_000, 0, '2027-11-05')], c(10_000), TODAY, 10).get('B')).to.equal(110_000);
    // Due this month: only a transfer still ahead of today and on or before the due day reaches it.
    expect(projectedAmounts([target('C', 50_000, 1_000, '2026-11-30')], c(10_000), TODAY, 25).get('C')).to.equal(11_000);
    expect(projectedAmounts([target('C', 50_000, 1_000, '2026-11-30')], c(10_000), TODAY, null).get('C')).to.equal(1_000);
  });

  it('divides what is needed by the transfers left for the minimum monthly savings', () => {
    const one = [target('A', 120_000, 0, '2027-11-05')];
    expect(minimumMonthlySavings(one, 'A', TODAY, 10)).to.equal(10_910); // 11 transfers: ceil(120,000 / 11)
    expect(minimumMonthlySavings(one, 'A', TODAY, null)).to.equal(10_000);
    expect(monthlySavingsForAll(one, TODAY, 10)).to.equal(10_910);
  });

  it('finds the earliest date with the transfers counted on their day', () => {
    const one = [target('A', 30_000, 0, '2026-12-28')];
    // Day 25: Nov 25, Dec 25, Jan 25 make S$300 by 28 Jan 2027; without a day, Dec, Jan, Feb.
    expect(recommendedDate(one, 'A', c(10_000), TODAY, 25)).to.equal('2027-01-28');
    expect(recommendedDate(one, 'A', c(10_000), TODAY, null)).to.equal('2027-02-28');
  });

  it('dates the next transfer: this month when the day is ahead, else next month (also over the year end)', () => {
    expect(nextTransferDate(TODAY, 25)).to.equal('2026-11-25');
    expect(nextTransferDate(TODAY, 22)).to.equal('2026-12-22');
    expect(nextTransferDate(TODAY, 1)).to.equal('2026-12-01');
    expect(nextTransferDate(d('2026-12-31'), 5)).to.equal('2027-01-05');
  });

  it('GET /targets says the day, whether it is automatic and the next transfer', () => {
    const money = { availableFunds: c(0), monthlyGrossIncome: c(500_000), monthlyExpenses: c(0), monthlyLoanRepayments: c(0), targetMonthlySavings: c(10_000) };
    const plan = targetsOverview([], null, { ...money, dayOfTransfer: 25, automaticTransferStatus: true }, TODAY, LocalDate.addMonths);
    expect(plan.transfer).to.deep.equal({ dayOfTransfer: 25, automatic: true, nextTransferDate: '2026-11-25' });
    const unsaid = targetsOverview([], null, { ...money, dayOfTransfer: null, automaticTransferStatus: null }, TODAY, LocalDate.addMonths);
    expect(unsaid.transfer).to.deep.equal({ dayOfTransfer: null, automatic: null, nextTransferDate: null });
  });
});
