import { expect } from 'chai';
import { RecordFinancesSnapshot } from '../../../../src/cashflow-wealth/application/record-finances-snapshot.js';
import type { StoredFinances } from '../../../../src/cashflow-wealth/domain/finances/finances.js';
import type { HistoryEntry } from '../../../../src/cashflow-wealth/domain/finances/finance-history.js';
import type { CompletedActions } from '../../../../src/cashflow-wealth/ports/completed-actions.js';
import type { FinanceHistoryRepository } from '../../../../src/cashflow-wealth/ports/finance-history-repository.js';
import type { FinancesReader } from '../../../../src/cashflow-wealth/ports/finances-reader.js';
import { ManualClock } from '../../../../src/shared-kernel/clock.js';

const NOTHING: StoredFinances = {
  incomeList: [],
  estimatedMonthlyExpenses: null,
  expenses: [],
  loanRepayments: [],
  investments: [],
  liabilities: [],
  targetMonthlySavings: null,
  totalBudget: null,
  assets: [],
  cpfAsset: null,
  origins: {},
};

/** A resident whose cash savings cover `months` of a 1,000.00 estimate, with one budgeted expense or none. */
function finances(months: number, budgeted = false): StoredFinances {
  return {
    ...NOTHING,
    expenses: budgeted ? [{ id: 'e1', category: 'Food', amount: 100_000, timeInterval: 'MONTHLY', budgetAmount: 100_000, budgetTimeInterval: 'MONTHLY', colour: null }] : [],
    estimatedMonthlyExpenses: { amount: 100_000, isDerived: false, enteredDate: '2026-11-01' },
    assets: [
      {
        id: 'a1',
        kind: 'cashSavings',
        name: 'Savings',
        totalValueAmount: months * 100_000,
        currency: 'SGD',
        investmentSource: 'CASH',
        enterOption: 'TOTAL_VALUE',
        quantity: null,
        unitPrice: null,
        estimatedGrowthRate: null,
        insurance: null,
        lastUpdatedAt: new Date('2026-11-01T00:00:00Z'),
      },
    ],
    liabilities: [{ id: 'l1', name: 'Car', amount: 50_000, ccy: 'USD', category: 'NON_MORTGAGE' }],
  } as StoredFinances; // plain numbers and dates for the branded Cents and LocalDate
}

function setUp(stored: StoredFinances, completed: string[] = []) {
  const history: HistoryEntry[] = [];
  const calls = { keysOf: 0, completed: [] as string[] };
  const reader: FinancesReader = { read: async () => ({ finances: stored, rates: { USD: '1.3045' } }) };
  const historyRepository: FinanceHistoryRepository = {
    upsert: async (_userId, entry) => void history.push(entry),
    listForUser: async () => history,
  };
  const actions: CompletedActions = {
    keysOf: async () => {
      calls.keysOf += 1;
      return new Set(completed);
    },
    completeBySystem: async (_userId, key) => void calls.completed.push(key),
  };
  // 23:30 UTC on 21 Nov is 07:30 on 22 Nov in Singapore.
  const useCase = new RecordFinancesSnapshot(reader, historyRepository, actions, new ManualClock('2026-11-21T23:30:00.000Z'));
  return { useCase, history, calls };
}

describe('cashflow-wealth RecordFinancesSnapshot: history entry and achievement trackers after a write', () => {
  it("upserts today's Singapore entry with the totals in SGD", async () => {
    const { useCase, history } = setUp(finances(2));
    await useCase.execute('u1');
    // USD 500 x 1.3045 = 652.25 SGD owed.
    expect(history).to.deep.equal([{ date: '2026-11-22', totalAssets: 200_000, totalLiabilities: 65_225, netWorth: 134_775, netWorthWithoutHome: 134_775 }]);
  });

  it('asks for the completed keys only when a tracker condition holds', async () => {
    const { useCase, calls } = setUp(finances(2));
    await useCase.execute('u1');
    expect(calls).to.deep.equal({ keysOf: 0, completed: [] });
  });

  it('records C and D at 6 months and E when every expense has a budget, as SYSTEM completions', async () => {
    const { useCase, calls } = setUp(finances(6, true));
    await useCase.execute('u1');
    expect(calls).to.deep.equal({ keysOf: 1, completed: ['TRA_SR_C', 'TRA_SR_D', 'TRA_SR_E'] });
  });

  it('records D alone at 3 months, and never a tracker already completed', async () => {
    expect((await run(finances(3))).completed).to.deep.equal(['TRA_SR_D']);
    expect((await run(finances(6, true), ['TRA_SR_C', 'TRA_SR_E'])).completed).to.deep.equal(['TRA_SR_D']);
    expect((await run(finances(6, true), ['TRA_SR_C', 'TRA_SR_D', 'TRA_SR_E'])).completed).to.deep.equal([]);
  });

  it('never records TRA_SR_B: there are no goals until the targets context exists', async () => {
    expect((await run(finances(12, true))).completed).to.not.include('TRA_SR_B');
  });
});

describe('cashflow-wealth RecordFinancesSnapshot.once: a batch of writes takes one snapshot', () => {
  it('the writes inside take none; one per resident is taken at the end, after the work', async () => {
    const { useCase, history } = setUp(finances(2));
    const order: string[] = [];
    const result = await useCase.once(async () => {
      for (let i = 0; i < 5; i += 1) await useCase.execute('u1');
      await useCase.execute('u2');
      order.push(`work done, ${history.length} entries`);
      return 'answer';
    });
    expect(result).to.equal('answer');
    expect(order).to.deep.equal(['work done, 0 entries']);
    expect(history).to.have.length(2);
  });

  it('outside a batch every write takes its own, as before; a failed batch takes none', async () => {
    const { useCase, history } = setUp(finances(2));
    await useCase.execute('u1');
    expect(history).to.have.length(1);
    await useCase
      .once(async () => {
        await useCase.execute('u1');
        throw new Error('refused');
      })
      .then(() => expect.fail('should throw'), (error: Error) => expect(error.message).to.equal('refused'));
    expect(history).to.have.length(1);
  });
});

async function run(stored: StoredFinances, completed: string[] = []) {
  const { useCase, calls } = setUp(stored, completed);
  await useCase.execute('u1');
  return calls;
}
