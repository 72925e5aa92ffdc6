import { expect } from 'chai';
import { GoalCommands } from '../../../../src/targets/application/goal-commands.js';
import type { Goal } from '../../../../src/targets/domain/goal.js';
import type { NewGoal, TargetsRepository, TargetsWriteScope } from '../../../../src/targets/ports/goal-repository.js';
import type { TargetsMoney } from '../../../../src/targets/domain/targets-overview.js';
import { ManualClock } from '../../../../src/shared-kernel/clock.js';
import { DomainError } from '../../../../src/shared-kernel/errors.js';

/** An in-memory targets store (one resident) that counts how often the money is read. */
function setUp(stored: number, paidOut = 0) {
  const goals: Goal[] = [];
  const draft = (i: number, over: Partial<NewGoal> = {}): NewGoal =>
    ({ name: `Target ${i}`, totalAmount: 100_000, currentAmount: 0, date: '2028-01-31', archivedAcknowledged: false, paidOut: false, paidOutAmount: null, paidOutDate: null, ...over }) as NewGoal;
  for (let i = 0; i < stored + paidOut; i += 1) goals.push({ id: `g-${i}`, ...draft(i, i >= stored ? ({ paidOut: true, paidOutAmount: 100_000, paidOutDate: '2026-01-31' } as Partial<NewGoal>) : {}) });
  const scope: TargetsWriteScope = {
    listGoals: async () => [...goals],
    findGoal: async (id) => goals.find((g) => g.id === id) ?? null,
    findEmergencyFund: async () => null,
    createGoal: async (goal) => {
      const created = { ...goal, id: `g-${goals.length}` };
      goals.push(created);
      return created;
    },
    updateGoal: async () => true,
    deleteGoal: async (id) => {
      const at = goals.findIndex((g) => g.id === id);
      if (at < 0) return false;
      goals.splice(at, 1);
      return true;
    },
    saveEmergencyFund: async () => undefined,
    setAllocated: async () => undefined,
  };
  const repository = { withAllocationLock: (_userId: string, work: (s: TargetsWriteScope) => Promise<unknown>) => work(scope) } as unknown as TargetsRepository;
  let moneyReads = 0;
  const money = { availableFunds: 1_000_000, monthlyGrossIncome: 0, monthlyExpenses: 0, monthlyLoanRepayments: 0 } as unknown as TargetsMoney;
  const commands = new GoalCommands(repository, {
    clock: new ManualClock('2026-11-26T02:00:00.000Z'),
    moneyOf: async () => ((moneyReads += 1), money),
    awardTrackers: async () => undefined,
    notify: async () => undefined,
  });
  return { commands, goals, draft, moneyReads: () => moneyReads };
}

const refusalOf = async (work: Promise<unknown>): Promise<DomainError> =>
  work.then(
    () => expect.fail('should refuse'),
    (error: unknown) => {
      expect(error).to.be.instanceOf(DomainError);
      return error as DomainError;
    },
  );

describe('Targets: at most 50 open targets (docs/decisions.md "Every list has a cap")', () => {
  it('POST /goal: the 50th open target is added, the 51st refused with 422; paid-out targets do not count', async () => {
    const { commands, draft } = setUp(49, 10);
    await commands.create('u1', draft(50));
    const error = await refusalOf(commands.create('u1', draft(51)));
    expect(error).to.include({ code: 'TARGETS.TOO_MANY_GOALS', kind: 'business-rule', message: 'You can keep up to 50 open savings targets. Pay out or delete one to add another.' });
  });

  it('restoring a paid-out target counts as adding an open one', async () => {
    const { commands, goals } = setUp(50, 1);
    const paid = goals.find((g) => g.paidOut)!;
    const error = await refusalOf(commands.update('u1', paid.id, { paidOut: false, paidOutAmount: null, paidOutDate: null, currentAmount: 0, date: '2027-01-31' } as never));
    expect(error.code).to.equal('TARGETS.TOO_MANY_GOALS');
  });

  it('createMany: a whole list in one write, the money read once; the item past the cap is named by its place', async () => {
    const { commands, draft, goals, moneyReads } = setUp(0);
    const created = await commands.createMany('u1', Array.from({ length: 50 }, (_, i) => draft(i)));
    expect(created).to.have.length(50);
    expect(moneyReads()).to.equal(1);
    const { commands: full, draft: more } = setUp(48);
    const error = await refusalOf(full.createMany('u1', [more(1), more(2), more(3)]));
    expect(error.code).to.equal('TARGETS.TOO_MANY_GOALS');
    expect(error.details).to.deep.equal([{ field: 'goals.2', message: error.message }]);
    expect(goals).to.have.length(50);
  });

  it('createMany checks each item as POST does, naming the field under its place', async () => {
    const { commands, draft } = setUp(0);
    const error = await refusalOf(commands.createMany('u1', [draft(1), draft(2, { date: '2020-01-31' } as Partial<NewGoal>)]));
    expect(error.kind).to.equal('validation');
    expect(error.details![0]!.field).to.match(/^goals\.1\.date$/);
  });

  it('deleteMany deletes the resident\'s own and counts them', async () => {
    const { commands, goals } = setUp(3);
    expect(await commands.deleteMany('u1', ['g-0', 'g-2', 'not-mine'])).to.equal(2);
    expect(goals.map((g) => g.id)).to.deep.equal(['g-1']);
  });
});
