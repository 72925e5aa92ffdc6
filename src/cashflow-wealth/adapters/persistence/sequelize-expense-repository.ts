import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Cents } from '../../../shared-kernel/money.js';
import type { Expense, ExpenseDraft, TimeInterval } from '../../domain/expense.js';
import type { ExpenseChangeResult, ExpenseChanges, ExpenseRepository } from '../../ports/expense-repository.js';
import { lockResidentTable } from './resident-lock.js';

/** An `expenses` row as the pg driver returns it (BIGINT as text). */
interface ExpenseRow {
  id: string;
  position: number;
  category: string;
  amount: string;
  time_interval: TimeInterval;
  budget_amount: string | null;
  budget_time_interval: TimeInterval | null;
  colour: string | null;
}

const COLUMNS = 'id, position, category, amount, time_interval, budget_amount, budget_time_interval, colour';

// Amounts are at most 9,999,999,900 cents, so Number() is exact.
const toExpense = (row: ExpenseRow): Expense => ({
  id: row.id,
  category: row.category,
  amount: Number(row.amount) as Cents,
  timeInterval: row.time_interval,
  budgetAmount: row.budget_amount === null ? null : (Number(row.budget_amount) as Cents),
  budgetTimeInterval: row.budget_time_interval,
  colour: row.colour,
});

const valuesOf = (e: ExpenseDraft) => [e.category, e.amount, e.timeInterval, e.budgetAmount, e.budgetTimeInterval, e.colour];

/** Expenses in PostgreSQL; every statement is scoped by the resident's id. */
export class SequelizeExpenseRepository implements ExpenseRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async listForUser(userId: string): Promise<Expense[]> {
    return (await this.rows(userId)).map(toExpense);
  }

  async change(userId: string, plan: (stored: Expense[]) => ExpenseChanges): Promise<ExpenseChangeResult> {
    return this.sequelize.transaction(async (transaction) => {
      await lockResidentTable(this.sequelize, transaction, 'expenses', userId);
      const rows = await this.rows(userId, transaction);
      const changes = plan(rows.map(toExpense));
      const deleted = changes.delete ?? [];
      if (deleted.length > 0) {
        await this.sequelize.query('DELETE FROM expenses WHERE user_id = $1 AND id = ANY($2::uuid[])', { bind: [userId, deleted], transaction });
      }
      const updated: Expense[] = [];
      for (const e of changes.update ?? []) {
        updated.push(
          await this.one(
            `UPDATE expenses SET category = $3, amount = $4, time_interval = $5, budget_amount = $6, budget_time_interval = $7, colour = $8, updated_at = now()
             WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
            [userId, e.id, ...valuesOf(e)],
            transaction,
          ),
        );
      }
      const created: Expense[] = [];
      let position = rows.reduce((max, row) => Math.max(max, row.position), -1);
      for (const e of changes.create ?? []) {
        position += 1;
        created.push(
          await this.one(
            `INSERT INTO expenses (user_id, position, category, amount, time_interval, budget_amount, budget_time_interval, colour)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
            [userId, position, ...valuesOf(e)],
            transaction,
          ),
        );
      }
      return { created, updated, deleted };
    });
  }

  private rows(userId: string, transaction?: Transaction): Promise<ExpenseRow[]> {
    return this.sequelize.query<ExpenseRow>(`SELECT ${COLUMNS} FROM expenses WHERE user_id = $1 ORDER BY position, created_at`, {
      bind: [userId],
      type: QueryTypes.SELECT,
      transaction,
    });
  }

  private async one(sql: string, bind: unknown[], transaction: Transaction): Promise<Expense> {
    const rows = await this.sequelize.query<ExpenseRow>(sql, { bind, type: QueryTypes.SELECT, transaction });
    return toExpense(rows[0]!);
  }
}
