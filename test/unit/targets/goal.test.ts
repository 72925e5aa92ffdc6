import { expect } from 'chai';
import type { LocalDate } from '../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { applyGoalChange, isExpiredUnpaid, listingGroupOf, progressBarWidth, progressPercent, type Goal } from '../../../src/targets/domain/goal.js';
import { AllocationExceeded, assertWithinAvailableFunds, fundProblems, goalProblems } from '../../../src/targets/domain/target-rules.js';

const c = (n: number) => n as Cents;
const d = (s: string) => s as LocalDate;
const TODAY = d('2026-11-22');
const GOAL: Goal = {
  id: 'g1',
  name: 'Travel',
  totalAmount: c(300_000),
  currentAmount: c(120_000),
  date: d('2027-06-30'),
  archivedAcknowledged: false,
  paidOut: false,
  paidOutAmount: null,
  paidOutDate: null,
};

describe('goal lifecycle and update rules', () => {
  it('groups: upcoming (due today or later), past, paid out', () => {
    expect(listingGroupOf({ paidOut: false, date: d('2026-11-22') }, TODAY)).to.equal('upcoming');
    expect(listingGroupOf({ paidOut: false, date: d('2026-11-21') }, TODAY)).to.equal('past');
    expect(listingGroupOf({ paidOut: true, date: d('2026-11-21') }, TODAY)).to.equal('paidOut');
    expect(isExpiredUnpaid({ paidOut: false, date: d('2026-11-21') }, TODAY)).to.equal(true);
    expect(isExpiredUnpaid({ paidOut: true, date: d('2026-11-21') }, TODAY)).to.equal(false);
  });

  it('a smaller total keeps what is allocated up to it (the excess returns to unallocated savings)', () => {
    expect(applyGoalChange(GOAL, { totalAmount: c(100_000) }, TODAY).currentAmount).to.equal(100_000);
    expect(applyGoalChange(GOAL, { totalAmount: c(500_000) }, TODAY).currentAmount).to.equal(120_000);
    expect(applyGoalChange(GOAL, { totalAmount: c(120_000) }, TODAY).currentAmount).to.equal(120_000);
  });

  it('a past date moved to the future starts again from nothing, not yet acknowledged', () => {
    const past = { ...GOAL, date: d('2026-10-01'), archivedAcknowledged: true };
    const moved = applyGoalChange(past, { date: d('2027-01-01') }, TODAY);
    expect([moved.currentAmount, moved.archivedAcknowledged, moved.date]).to.deep.equal([0, false, '2027-01-01']);
    // Moved to today (not past): also the future for this rule.
    expect(applyGoalChange(past, { date: TODAY }, TODAY).currentAmount).to.equal(0);
    // A future date moved further keeps what it holds; a past one moved to another past day too.
    expect(applyGoalChange(GOAL, { date: d('2028-01-01') }, TODAY).currentAmount).to.equal(120_000);
    expect(applyGoalChange(past, { date: d('2026-09-01') }, TODAY).currentAmount).to.equal(120_000);
  });

  it('completing keeps the paid-out amount and date sent, defaulting to what is allocated and today', () => {
    const sent = applyGoalChange(GOAL, { paidOut: true, paidOutAmount: c(130_000), paidOutDate: d('2026-11-20') }, TODAY);
    expect([sent.paidOut, sent.paidOutAmount, sent.paidOutDate]).to.deep.equal([true, 130_000, '2026-11-20']);
    const defaults = applyGoalChange(GOAL, { paidOut: true }, TODAY);
    expect([defaults.paidOutAmount, defaults.paidOutDate]).to.deep.equal([120_000, '2026-11-22']);
  });

  it('restoring clears the paid-out fields and starts from nothing allocated, with the new total and date', () => {
    const done = applyGoalChange(GOAL, { paidOut: true }, TODAY);
    const restored = applyGoalChange(done, { paidOut: false, totalAmount: c(120_000), date: d('2026-12-22'), currentAmount: c(50_000) }, TODAY);
    expect(restored).to.deep.include({ paidOut: false, paidOutAmount: null, paidOutDate: null, currentAmount: 0, totalAmount: 120_000, date: '2026-12-22' });
  });

  it('progress: floor of current / total x 100; the bar stops at 100 %', () => {
    expect(progressPercent(c(3_333), c(10_000))).to.equal(33);
    expect(progressPercent(c(9_999), c(10_000))).to.equal(99);
    expect(progressPercent(c(15_000), c(10_000))).to.equal(150);
    expect(progressBarWidth(c(15_000), c(10_000))).to.equal(100);
    expect(progressPercent(c(5), c(0))).to.equal(0);
  });
});

describe('goal and fund rules on save', () => {
  const base = { ...GOAL, id: undefined } as unknown as Omit<Goal, 'id'>;
  it('passes a sound goal', () => expect(goalProblems(base)).to.deep.equal([]));
  it('names what is wrong, in the resident’s words', () => {
    const problems = goalProblems({ ...base, name: '  ', totalAmount: c(0), date: d('2018-12-31') });
    expect(problems).to.deep.equal([
      { field: 'name', message: 'Enter a name for your target' },
      { field: 'totalAmount', message: 'Enter an amount greater than 0' },
      { field: 'date', message: 'Choose a date from January 2019' },
    ]);
    expect(goalProblems({ ...base, name: 'x'.repeat(61) })[0]!.field).to.equal('name');
    expect(goalProblems({ ...base, totalAmount: c(99_999_999_901) })[0]!.message).to.equal('Enter an amount up to 999,999,999');
    expect(goalProblems({ ...base, totalAmount: c(99_999_999_900) })).to.deep.equal([]);
    expect(goalProblems({ ...base, currentAmount: c(300_001) })[0]!.field).to.equal('currentAmount');
    expect(goalProblems({ ...base, date: d('2019-01-01') })).to.deep.equal([]);
  });
  it('a paid-out goal needs a paid-out amount of at least 1 dollar', () => {
    expect(goalProblems({ ...base, paidOut: true, paidOutAmount: c(99) })[0]!.field).to.equal('paidOutAmount');
    expect(goalProblems({ ...base, paidOut: true, paidOutAmount: c(100) })).to.deep.equal([]);
  });
  it('a fund must be over S$100', () => {
    const fund = { totalAmount: c(10_000), currentAmount: c(0), date: d('2027-01-01'), prevAccumulatedMonths: 0 };
    expect(fundProblems(fund)[0]!.message).to.equal('Enter an amount greater than 100');
    expect(fundProblems({ ...fund, totalAmount: c(10_001) })).to.deep.equal([]);
  });
  it('raising the allocation may not pass the available funds; lowering always may', () => {
    expect(() => assertWithinAvailableFunds(100, 200, c(150))).to.throw(AllocationExceeded);
    expect(() => assertWithinAvailableFunds(100, 150, c(150))).not.to.throw();
    expect(() => assertWithinAvailableFunds(300, 250, c(150))).not.to.throw();
  });
});
