import { createGoalSchema, putFundSchema } from '../../../targets/public.js';
import type { TargetsRecords } from '../../domain/portability/export-mapper.js';
import type { RestoreSet } from '../../domain/portability/import-rules.js';
import { fitAllocations, type AdjustedItem } from '../../domain/portability/allocation-fit.js';
import type { TargetsSource } from '../../ports/portability.js';
import { batchWrite, checkedBody, namedWrite } from './checked-body.js';

/** The targets calls this adapter uses (resolved from targets' public.ts in the composition root). */
export interface TargetsServices {
  records: {
    listGoals(userId: string): Promise<TargetsRecords['goals']>;
    findEmergencyFund(userId: string): Promise<TargetsRecords['emergencyFund']>;
  };
  goals: { createMany(userId: string, drafts: never[]): Promise<unknown>; deleteMany(userId: string, ids: string[]): Promise<number> };
  fund: { put(userId: string, fields: never): Promise<unknown> };
  /** cash balances, cash savings and fixed deposits, what targets may allocate (cashflow-wealth's ReadMoneyForTargets) */
  availableFunds(userId: string): Promise<number>;
}

/** The savings targets and emergency fund (spec 3 §4): read for the export, written back through POST /goal and PUT /emergency-fund's rules. */
export class TargetsPortabilitySource implements TargetsSource {
  constructor(private readonly services: TargetsServices) {}

  async read(userId: string): Promise<TargetsRecords> {
    const [goals, fund] = await Promise.all([this.services.records.listGoals(userId), this.services.records.findEmergencyFund(userId)]);
    return {
      goals: goals.map((g) => ({ id: g.id, name: g.name, totalAmount: g.totalAmount, currentAmount: g.currentAmount, date: g.date, paidOut: g.paidOut, paidOutAmount: g.paidOutAmount, paidOutDate: g.paidOutDate })),
      emergencyFund: fund && { totalAmount: fund.totalAmount, currentAmount: fund.currentAmount, date: fund.date },
    };
  }

  /** Open targets are replaced (paid-out ones stay as the account's history); the fund is replaced when the file has one. */
  async restore(userId: string, items: Pick<RestoreSet, 'emergencyFund' | 'goals'>): Promise<AdjustedItem[]> {
    const { goals, fund } = this.services;
    const open = (await this.services.records.listGoals(userId)).filter((goal) => !goal.paidOut);
    await goals.deleteMany(userId, open.map((goal) => goal.id));
    // The money lists are restored by now (import-my-data.ts), so this is what the targets may hold.
    const fitted = fitAllocations(
      items.emergencyFund && { allocated: items.emergencyFund.allocated.cents },
      items.goals.map((g) => ({ name: g.name, allocated: g.allocated.cents })),
      await this.services.availableFunds(userId),
    );
    if (items.emergencyFund) {
      const f = items.emergencyFund;
      const body = checkedBody(putFundSchema, { totalAmount: f.target.cents, currentAmount: fitted.fund, date: f.date }, 'emergencyFund', 0, 'Emergency fund');
      await namedWrite('emergencyFund', 0, 'Emergency fund', () => fund.put(userId, body as never));
    }
    // One write for the list, so the resident's money is read once (docs/decisions.md "Every list has a cap").
    const drafts = items.goals.map((g, index) => {
      const body = checkedBody<{ name: string; totalAmount: number; currentAmount?: number; date: string }>(
        createGoalSchema,
        { name: g.name, totalAmount: g.target.cents, currentAmount: fitted.goals[index], date: g.date },
        'goals', index, g.name,
      );
      return { name: body.name, totalAmount: body.totalAmount, currentAmount: body.currentAmount ?? 0, date: body.date, archivedAcknowledged: false, paidOut: false, paidOutAmount: null, paidOutDate: null };
    });
    await batchWrite('goals', items.goals.map((g) => g.name), 0, () => goals.createMany(userId, drafts as never[]));
    return fitted.adjusted;
  }
}
