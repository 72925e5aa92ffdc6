import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { EmergencyFund } from '../../domain/emergency-fund.js';
import type { Goal } from '../../domain/goal.js';
import type { NewGoal, TargetsRepository, TargetsWriteScope } from '../../ports/goal-repository.js';

/** A `goals` row as the pg driver returns it (BIGINT as text; DATE cast to text). */
interface GoalRow {
  id: string;
  name: string;
  total_amount: string;
  current_amount: string;
  date: string;
  archived_acknowledged: boolean;
  paid_out: boolean;
  paid_out_amount: string | null;
  paid_out_date: string | null;
}
interface FundRow {
  total_amount: string;
  current_amount: string;
  date: string;
  prev_accumulated_months: string;
}

const GOAL_COLUMNS =
  'id, name, total_amount, current_amount, date::text AS date, archived_acknowledged, paid_out, paid_out_amount, paid_out_date::text AS paid_out_date';
const FUND_COLUMNS = 'total_amount, current_amount, date::text AS date, prev_accumulated_months';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toGoal = (row: GoalRow): Goal => ({
  id: row.id,
  name: row.name,
  totalAmount: Number(row.total_amount) as Cents,
  currentAmount: Number(row.current_amount) as Cents,
  date: row.date as LocalDate,
  archivedAcknowledged: row.archived_acknowledged,
  paidOut: row.paid_out,
  paidOutAmount: row.paid_out_amount === null ? null : (Number(row.paid_out_amount) as Cents),
  paidOutDate: row.paid_out_date as LocalDate | null,
});
const toFund = (row: FundRow): EmergencyFund => ({
  totalAmount: Number(row.total_amount) as Cents,
  currentAmount: Number(row.current_amount) as Cents,
  date: row.date as LocalDate,
  prevAccumulatedMonths: Number(row.prev_accumulated_months),
});

/** Goals and the emergency fund in PostgreSQL. */
export class SequelizeTargetsRepository implements TargetsRepository {
  constructor(private readonly sequelize: Sequelize) {}

  listGoals(userId: string): Promise<Goal[]> {
    return listGoals(this.sequelize, userId);
  }

  findGoal(userId: string, id: string): Promise<Goal | null> {
    return findGoal(this.sequelize, userId, id);
  }

  findEmergencyFund(userId: string): Promise<EmergencyFund | null> {
    return findFund(this.sequelize, userId);
  }

  async withAllocationLock<T>(userId: string, work: (scope: TargetsWriteScope) => Promise<T>): Promise<T> {
    return this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query("SELECT pg_advisory_xact_lock(hashtext('targets'), hashtext($1))", { bind: [userId], transaction });
      return work(new WriteScope(this.sequelize, userId, transaction));
    });
  }
}

class WriteScope implements TargetsWriteScope {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly userId: string,
    private readonly transaction: Transaction,
  ) {}

  listGoals(): Promise<Goal[]> {
    return listGoals(this.sequelize, this.userId, this.transaction);
  }

  findGoal(id: string): Promise<Goal | null> {
    return findGoal(this.sequelize, this.userId, id, this.transaction);
  }

  findEmergencyFund(): Promise<EmergencyFund | null> {
    return findFund(this.sequelize, this.userId, this.transaction);
  }

  async createGoal(goal: NewGoal): Promise<Goal> {
    const rows = await this.sequelize.query<GoalRow>(
      `INSERT INTO goals (user_id, name, total_amount, current_amount, date, archived_acknowledged, paid_out, paid_out_amount, paid_out_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${GOAL_COLUMNS}`,
      {
        bind: [this.userId, goal.name, goal.totalAmount, goal.currentAmount, goal.date, goal.archivedAcknowledged, goal.paidOut, goal.paidOutAmount, goal.paidOutDate],
        type: QueryTypes.SELECT,
        transaction: this.transaction,
      },
    );
    return toGoal(rows[0]!);
  }

  async updateGoal(goal: Goal): Promise<boolean> {
    if (!UUID.test(goal.id)) return false;
    const rows = await this.sequelize.query<{ id: string }>(
      `UPDATE goals SET name = $3, total_amount = $4, current_amount = $5, date = $6, archived_acknowledged = $7, paid_out = $8,
         paid_out_amount = $9, paid_out_date = $10, updated_at = now()
       WHERE id = $1 AND user_id = $2 RETURNING id`,
      {
        bind: [goal.id, this.userId, goal.name, goal.totalAmount, goal.currentAmount, goal.date, goal.archivedAcknowledged, goal.paidOut, goal.paidOutAmount, goal.paidOutDate],
        type: QueryTypes.SELECT,
        transaction: this.transaction,
      },
    );
    return rows.length === 1;
  }

  async deleteGoal(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.sequelize.query<{ id: string }>('DELETE FROM goals WHERE id = $1 AND user_id = $2 RETURNING id', {
      bind: [id, this.userId],
      type: QueryTypes.SELECT,
      transaction: this.transaction,
    });
    return rows.length === 1;
  }

  async saveEmergencyFund(fund: EmergencyFund): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO emergency_funds (user_id, total_amount, current_amount, date, prev_accumulated_months) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET total_amount = EXCLUDED.total_amount, current_amount = EXCLUDED.current_amount, date = EXCLUDED.date,
         prev_accumulated_months = EXCLUDED.prev_accumulated_months, updated_at = now()`,
      { bind: [this.userId, fund.totalAmount, fund.currentAmount, fund.date, fund.prevAccumulatedMonths], transaction: this.transaction },
    );
  }

  async setAllocated(goalAmounts: ReadonlyArray<{ id: string; currentAmount: Cents }>, emergencyFund: Cents | null): Promise<void> {
    if (goalAmounts.length > 0) {
      await this.sequelize.query(
        `UPDATE goals AS g SET current_amount = v.amount, updated_at = now()
         FROM unnest($2::uuid[], $3::bigint[]) AS v(id, amount) WHERE g.id = v.id AND g.user_id = $1`,
        { bind: [this.userId, goalAmounts.map((g) => g.id), goalAmounts.map((g) => g.currentAmount)], transaction: this.transaction },
      );
    }
    if (emergencyFund !== null) {
      await this.sequelize.query('UPDATE emergency_funds SET current_amount = $2, updated_at = now() WHERE user_id = $1', {
        bind: [this.userId, emergencyFund],
        transaction: this.transaction,
      });
    }
  }
}

function listGoals(sequelize: Sequelize, userId: string, transaction?: Transaction): Promise<Goal[]> {
  return sequelize
    .query<GoalRow>(`SELECT ${GOAL_COLUMNS} FROM goals WHERE user_id = $1 ORDER BY created_at, id`, { bind: [userId], type: QueryTypes.SELECT, transaction })
    .then((rows) => rows.map(toGoal));
}

async function findGoal(sequelize: Sequelize, userId: string, id: string, transaction?: Transaction): Promise<Goal | null> {
  if (!UUID.test(id)) return null;
  const rows = await sequelize.query<GoalRow>(`SELECT ${GOAL_COLUMNS} FROM goals WHERE id = $1 AND user_id = $2`, { bind: [id, userId], type: QueryTypes.SELECT, transaction });
  return rows[0] ? toGoal(rows[0]) : null;
}

async function findFund(sequelize: Sequelize, userId: string, transaction?: Transaction): Promise<EmergencyFund | null> {
  const rows = await sequelize.query<FundRow>(`SELECT ${FUND_COLUMNS} FROM emergency_funds WHERE user_id = $1`, { bind: [userId], type: QueryTypes.SELECT, transaction });
  return rows[0] ? toFund(rows[0]) : null;
}
