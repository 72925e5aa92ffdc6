import { expect } from 'chai';
import type { LocalDate } from '../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import {
  badgeOf,
  minimumMonthlySavings,
  monthlySavingsForAll,
  projectedAmounts,
  reallocatedAmounts,
  recommendedDate,
  recommendedMonthlySavings,
  unallocatedSavings,
  type PlanTarget,
} from '../../../src/targets/domain/planning.js';

const c = (n: number) => n as Cents;
const d = (s: string) => s as LocalDate;
const target = (key: string, total: number, current: number, date: string): PlanTarget => ({ key, totalAmount: c(total), currentAmount: c(current), date: d(date) });
const TODAY = d('2026-11-22');

// T1: S$500 due 15 Feb 2027 with S$100 in it (3 monthly savings: Dec, Jan, Feb); T2: S$600 due 1 May 2027 (6).
const T1 = target('T1', 50_000, 10_000, '2027-02-15');
const T2 = target('T2', 60_000, 0, '2027-05-01');

describe('target planning: monthly savings go to the targets in date order', () => {
  it('one target: S$100 a month for 12 months reaches S$1,200; S$90 falls S$120 short', () => {
    const one = [target('A', 120_000, 0, '2027-11-22')];
    expect(projectedAmounts(one, c(10_000), TODAY).get('A')).to.equal(120_000);
    expect(projectedAmounts(one, c(9_000), TODAY).get('A')).to.equal(108_000);
  });

  it('nothing more reaches a target due this month, or past', () => {
    expect(projectedAmounts([target('A', 50_000, 1_000, '2026-11-30')], c(10_000), TODAY).get('A')).to.equal(1_000);
    expect(projectedAmounts([target('A', 50_000, 1_000, '2026-10-01')], c(10_000), TODAY).get('A')).to.equal(1_000);
  });

  it('the earlier target fills first, then the rest flows on; listing order does not matter', () => {
    // S$200 a month: T1 needs S$400 (Dec, Jan); T2 gets Feb to May (S$800), capped at its S$600.
    for (const list of [[T1, T2], [T2, T1]]) {
      const projected = projectedAmounts(list, c(20_000), TODAY);
      expect([projected.get('T1'), projected.get('T2')]).to.deep.equal([50_000, 60_000]);
    }
  });

  it('too little: T1 gets Dec to Feb (S$300 of S$400), T2 only what comes after T1 is due (Mar to May)', () => {
    const projected = projectedAmounts([T1, T2], c(10_000), TODAY);
    expect([projected.get('T1'), projected.get('T2')]).to.deep.equal([40_000, 30_000]);
  });

  it('no savings: each target stays at what it holds', () => {
    const projected = projectedAmounts([T1, T2], c(0), TODAY);
    expect([projected.get('T1'), projected.get('T2')]).to.deep.equal([10_000, 0]);
  });

  it('badges: Achieved when full now, Achievable when full by its date, else short by the rest', () => {
    expect(badgeOf({ totalAmount: c(500), currentAmount: c(500) }, c(500))).to.deep.equal({ kind: 'ACHIEVED' });
    expect(badgeOf({ totalAmount: c(500), currentAmount: c(499) }, c(500))).to.deep.equal({ kind: 'ACHIEVABLE' });
    expect(badgeOf({ totalAmount: c(500), currentAmount: c(0) }, c(499))).to.deep.equal({ kind: 'SHORT', shortBy: 1 });
  });
});

describe('minimum monthly savings: this target and every earlier one on track', () => {
  it('T1 needs S$400 over 3 months: S$133.34; T2 needs S$1,000 over 6: S$166.67 (the larger)', () => {
    expect(minimumMonthlySavings([T1, T2], 'T1', TODAY)).to.equal(13_334);
    expect(minimumMonthlySavings([T1, T2], 'T2', TODAY)).to.equal(16_667);
    expect(monthlySavingsForAll([T1, T2], TODAY)).to.equal(16_667);
  });

  it('S$166.67 a month does reach both', () => {
    const projected = projectedAmounts([T1, T2], c(16_667), TODAY);
    expect([projected.get('T1'), projected.get('T2')]).to.deep.equal([50_000, 60_000]);
  });

  it('an earlier target that needs more a month than a later one sets the later one’s minimum', () => {
    const soon = target('S', 90_000, 0, '2027-01-10'); // S$900 in 2 months: S$450
    const later = target('L', 10_000, 0, '2027-11-10'); // S$1,000 in 12 months: S$83.34
    expect(minimumMonthlySavings([soon, later], 'L', TODAY)).to.equal(45_000);
  });

  it('a target due this month and not full has none; past targets are left out of the others', () => {
    expect(minimumMonthlySavings([target('N', 5_000, 0, '2026-11-30')], 'N', TODAY)).to.equal(null);
    expect(minimumMonthlySavings([target('F', 5_000, 5_000, '2026-11-30')], 'F', TODAY)).to.equal(0);
    expect(minimumMonthlySavings([target('P', 99_999, 0, '2026-01-01'), target('A', 12_000, 0, '2027-11-22')], 'A', TODAY)).to.equal(1_000);
    expect(monthlySavingsForAll([], TODAY)).to.equal(0);
  });
});

describe('recommended date: the search month by month', () => {
  it('T1 at S$100 a month is full after 4 savings: 15 Mar 2027', () => {
    expect(recommendedDate([T1, T2], 'T1', c(10_000), TODAY)).to.equal('2027-03-15');
  });

  it('T2 at S$100 a month: before T1 it gets 3 months at most; behind T1, from March: 1 Aug 2027', () => {
    expect(recommendedDate([T1, T2], 'T2', c(10_000), TODAY)).to.equal('2027-08-01');
  });

  it('a full target keeps its date; without savings there is none', () => {
    expect(recommendedDate([target('F', 100, 100, '2027-03-03')], 'F', c(0), TODAY)).to.equal('2027-03-03');
    expect(recommendedDate([T1], 'T1', c(0), TODAY)).to.equal(null);
  });

  it('stops at December 2058: S$1 a month reaches S$385 in Dec 2058 (385 months), S$386 never', () => {
    expect(recommendedDate([target('A', 38_500, 0, '2027-01-31')], 'A', c(100), TODAY)).to.equal('2058-12-31');
    expect(recommendedDate([target('A', 38_600, 0, '2027-01-31')], 'A', c(100), TODAY)).to.equal(null);
  });

  it('stops after 500 months when that comes first (from January 2017: September 2058)', () => {
    const from2017 = d('2017-01-15');
    expect(recommendedDate([target('A', 50_000, 0, '2017-02-15')], 'A', c(100), from2017)).to.equal('2058-09-15');
    expect(recommendedDate([target('A', 50_100, 0, '2017-02-15')], 'A', c(100), from2017)).to.equal(null);
  });
});

describe('recommended monthly savings, in steps of S$10', () => {
  it('under S$2,000 of gross income: 1 % (S$15 -> S$20)', () => {
    expect(recommendedMonthlySavings(c(150_000), c(16_667))).to.equal(2_000);
    expect(recommendedMonthlySavings(c(199_999), null)).to.equal(2_000);
  });
  it('no target: 5 % (S$250 of S$5,000)', () => {
    expect(recommendedMonthlySavings(c(500_000), null)).to.equal(25_000);
    expect(recommendedMonthlySavings(c(200_000), null)).to.equal(10_000);
  });
  it('with targets: the smaller of 5 % + what they need and 20 %', () => {
    expect(recommendedMonthlySavings(c(500_000), c(16_667))).to.equal(42_000);
    expect(recommendedMonthlySavings(c(500_000), c(90_000))).to.equal(100_000);
    expect(recommendedMonthlySavings(c(500_000), c(0))).to.equal(25_000);
  });
});

describe('reallocation of the available funds', () => {
  it('in date order, each up to its total', () => {
    const ef = target('EF', 30_000, 0, '2027-01-01');
    const g1 = target('G1', 50_000, 0, '2026-12-31');
    const g2 = target('G2', 20_000, 0, '2027-06-01');
    expect([...reallocatedAmounts([ef, g1, g2], c(60_000))]).to.deep.equal([['G1', 50_000], ['EF', 10_000], ['G2', 0]]);
    expect([...reallocatedAmounts([ef], c(-5))]).to.deep.equal([['EF', 0]]);
  });

  it('unallocated savings are the funds less what the targets hold (negative when funds fell)', () => {
    expect(unallocatedSavings([T1, T2], c(25_000))).to.equal(15_000);
    expect(unallocatedSavings([T1], c(5_000))).to.equal(-5_000);
  });
});
