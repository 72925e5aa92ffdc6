import { expect } from 'chai';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import type { Cents } from '../../../src/shared-kernel/money.js';
import type { Goal } from '../../../src/targets/domain/goal.js';
import { targetsOverview } from '../../../src/targets/domain/targets-overview.js';

const c = (n: number) => n as Cents;
const d = (s: string) => s as LocalDate;
const goal = (id: string, total: number, current: number, date: string, paidOut = false): Goal => ({
  id,
  name: id,
  totalAmount: c(total),
  currentAmount: c(current),
  date: d(date),
  archivedAcknowledged: false,
  paidOut,
  paidOutAmount: paidOut ? c(current) : null,
  paidOutDate: paidOut ? d(date) : null,
});

/**
 * Worked by hand. Saving S$200 a month from 22 Nov 2026: T1 (S$400 to go by 15 Feb) fills in Dec and Jan; T2
 * (S$600 by 1 May) in Feb, Mar, Apr; the fund (S$6,500 to go by 31 May) gets May's S$200 only; G4 is past its date
 * and gets nothing; G3 is paid out.
 */
describe('targets overview (GET /targets), worked by hand', () => {
  const overview = targetsOverview(
    [goal('T2', 60_000, 0, '2027-05-01'), goal('G3', 100_000, 100_000, '2026-06-01', true), goal('T1', 50_000, 10_000, '2027-02-15'), goal('G4', 20_000, 5_000, '2026-10-01')],
    { totalAmount: c(750_000), currentAmount: c(100_000), date: d('2027-05-31'), prevAccumulatedMonths: 0 },
    { availableFunds: c(300_000), monthlyGrossIncome: c(500_000), monthlyExpenses: c(200_000), monthlyLoanRepayments: c(50_000), targetMonthlySavings: c(20_000), dayOfTransfer: null, automaticTransferStatus: null },
    d('2026-11-22'),
    LocalDate.addMonths,
  );
  const byId = new Map(overview.goals.map((g) => [g.id, g]));

  it('lists goals by date, grouped upcoming, past and paid out', () => {
    expect(overview.goals.map((g) => [g.id, g.group])).to.deep.equal([['G3', 'paidOut'], ['G4', 'past'], ['T1', 'upcoming'], ['T2', 'upcoming']]);
    expect(overview.hasExpiredUnpaidTargets).to.equal(true);
  });

  it('projects and badges each target', () => {
    expect(byId.get('T1')).to.deep.include({ projectedCurrentAmount: 50_000, badge: { kind: 'ACHIEVABLE' }, progress: 20, recommended: null });
    expect(byId.get('T2')).to.deep.include({ projectedCurrentAmount: 60_000, badge: { kind: 'ACHIEVABLE' }, progress: 0 });
    expect(byId.get('G4')).to.deep.include({ projectedCurrentAmount: 5_000, badge: { kind: 'SHORT', shortBy: 15_000 }, recommended: null });
    expect(byId.get('G3')).to.deep.include({ progress: 100, badge: { kind: 'ACHIEVED' }, recommended: null });
    expect(overview.emergencyFund).to.deep.include({ name: 'Emergency fund', projectedCurrentAmount: 120_000, badge: { kind: 'SHORT', shortBy: 630_000 }, overdue: false, accumulatedMonths: 0.4 });
  });

  it('recommends for the fund: what it can reach, when it would be full (Jan 2030), and the savings to keep everything on track', () => {
    expect(overview.emergencyFund!.recommended).to.deep.equal({ amount: 120_000, date: '2030-01-31', minimumMonthlySavings: 125_000 });
  });

  it('reallocates the S$3,000 available in date order; S$1,850 is unallocated (paid-out targets hold nothing)', () => {
    expect(overview.goals.map((g) => [g.id, g.reallocatedAmount])).to.deep.equal([['G3', 100_000], ['G4', 20_000], ['T1', 50_000], ['T2', 60_000]]);
    expect(overview.emergencyFund!.reallocatedAmount).to.equal(170_000);
    expect(overview.unallocatedSavings).to.equal(185_000);
  });

  it('savings: the resident’s own S$200 plans; 20 % of income (S$1,000) is recommended, S$1,250 is what all targets need', () => {
    expect([overview.monthlySavings, overview.recommendedMonthlySavings, overview.monthlySavingsForTargets, overview.monthlyOutflow]).to.deep.equal([20_000, 100_000, 125_000, 250_000]);
  });

  it('the fund editor would start at 3 months of S$2,500 (S$3,000 saved is under 3 months), due a month ahead', () => {
    expect(overview.emergencyFundStart).to.deep.equal({ totalAmount: 750_000, date: '2026-12-22', months: 3 });
  });

  it('without target monthly savings of their own, the plan saves the recommended amount', () => {
    const plain = targetsOverview([], null, { availableFunds: c(0), monthlyGrossIncome: c(500_000), monthlyExpenses: c(0), monthlyLoanRepayments: c(0), targetMonthlySavings: null, dayOfTransfer: null, automaticTransferStatus: null }, d('2026-11-22'), LocalDate.addMonths);
    expect([plain.monthlySavings, plain.recommendedMonthlySavings, plain.monthlyOutflow, plain.emergencyFund, plain.hasExpiredUnpaidTargets]).to.deep.equal([25_000, 25_000, 1, null, false]);
  });
});
