import { expect } from 'chai';
import type { LocalDate } from '../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import { allocationBarText, canAutoAllocate, capAllocation, checkAllocation, sliderStepDollars } from '../../../src/targets/domain/allocation.js';
import { newlyEarnedTrackers } from '../../../src/targets/domain/achievement-trackers.js';
import { suggestionFor } from '../../../src/targets/domain/suggestion.js';

const c = (n: number) => n as Cents;
const d = (s: string) => s as LocalDate;

describe('allocation', () => {
  it('each amount between 0 and its total', () => {
    expect([capAllocation(-5, c(100)), capAllocation(50, c(100)), capAllocation(150, c(100))]).to.deep.equal([0, 50, 100]);
  });

  it('over the available funds: exceeded (Continue disabled), no warning', () => {
    const lines = [{ key: 'EF', totalAmount: c(500), amount: c(300) }, { key: 'G', totalAmount: c(500), amount: c(300) }];
    expect(checkAllocation(lines, c(599))).to.deep.equal({ allocated: 600, exceeded: true, warnUnallocated: false });
    expect(allocationBarText({ exceeded: true })).to.equal('Exceeded your available fund');
    expect(checkAllocation(lines, c(600))).to.deep.equal({ allocated: 600, exceeded: false, warnUnallocated: false });
    expect(allocationBarText({ exceeded: false })).to.equal('Staying within your available fund');
  });

  it('warns when savings stay unallocated while a target is not full; not when every target is full', () => {
    const lines = [{ key: 'G', totalAmount: c(500), amount: c(300) }];
    expect(checkAllocation(lines, c(301)).warnUnallocated).to.equal(true);
    expect(checkAllocation([{ key: 'G', totalAmount: c(500), amount: c(500) }], c(900)).warnUnallocated).to.equal(false);
  });

  it('slider step: 1 up to S$99, then 10 to the digits of the dollars minus 2', () => {
    expect([0, 9_900, 10_000, 99_900, 1_234_500, 100_000_000].map((cents) => sliderStepDollars(c(cents)))).to.deep.equal([1, 1, 10, 10, 1_000, 100_000]);
  });

  it('auto-allocate only with something to allocate', () => {
    expect([canAutoAllocate(c(1)), canAutoAllocate(c(0)), canAutoAllocate(c(-1))]).to.deep.equal([true, false, false]);
  });
});

describe('suggestion box', () => {
  const TODAY = d('2026-11-22');
  const rec = { amount: c(40_000), date: d('2027-03-15'), minimumMonthlySavings: c(13_334) };

  it('reduce the amount or shift the date, when above the amount and before the date', () => {
    expect(suggestionFor({ amount: c(50_000), date: d('2027-02-15') }, rec, false, TODAY)).to.deep.equal({ kind: 'REDUCE_OR_SHIFT', amount: 40_000, date: '2027-03-15' });
    expect(suggestionFor({ amount: c(40_000), date: d('2027-02-15') }, rec, false, TODAY)).to.equal(null);
    expect(suggestionFor({ amount: c(50_000), date: d('2027-03-15') }, rec, false, TODAY)).to.equal(null);
  });

  it('hidden when the target will be fully funded, or without a recommendation', () => {
    expect(suggestionFor({ amount: c(50_000), date: d('2027-02-15') }, rec, true, TODAY)).to.equal(null);
    expect(suggestionFor({ amount: c(50_000), date: d('2027-02-15') }, null, false, TODAY)).to.equal(null);
  });

  it('no date reaches it: increase the monthly savings to the minimum, unless it is due today', () => {
    const noDate = { ...rec, date: null };
    expect(suggestionFor({ amount: c(50_000), date: d('2027-02-15') }, noDate, false, TODAY)).to.deep.equal({ kind: 'INCREASE_SAVINGS', monthlySavings: 13_334 });
    expect(suggestionFor({ amount: c(50_000), date: TODAY }, noDate, false, TODAY)).to.equal(null);
  });
});

describe('target achievement trackers', () => {
  it('B with any goal, D at 3 months, C at 6; each once', () => {
    expect(newlyEarnedTrackers({ goalCount: 0, emergencyFundMonths: null }, new Set())).to.deep.equal([]);
    expect(newlyEarnedTrackers({ goalCount: 1, emergencyFundMonths: 2.9 }, new Set())).to.deep.equal(['TRA_SR_B']);
    expect(newlyEarnedTrackers({ goalCount: 1, emergencyFundMonths: 3 }, new Set(['TRA_SR_B']))).to.deep.equal(['TRA_SR_D']);
    expect(newlyEarnedTrackers({ goalCount: 2, emergencyFundMonths: 6 }, new Set(['TRA_SR_B']))).to.deep.equal(['TRA_SR_C', 'TRA_SR_D']);
    expect(newlyEarnedTrackers({ goalCount: 2, emergencyFundMonths: 6 }, new Set(['TRA_SR_B', 'TRA_SR_C', 'TRA_SR_D']))).to.deep.equal([]);
  });
});
