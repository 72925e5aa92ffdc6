import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Cents } from '../../../shared-kernel/money.js';
import type { Income, IncomeType } from '../../domain/income.js';
import type { IncomeSyncPlan } from '../../domain/income-list-sync.js';
import type { IncomeRepository } from '../../ports/income-repository.js';
import { lockResidentTable } from './resident-lock.js';

/** An `incomes` row as the pg driver returns it (BIGINT as text). */
interface IncomeRow {
  id: string;
  name: string;
  gross_income: string;
  net_income: string | null;
  income_currency: string;
  type: IncomeType;
}

const COLUMNS = 'id, name, gross_income, net_income, income_currency, type';

// Amounts are at most Number.MAX_SAFE_INTEGER cents (maxMoneyInputCents), so Number() is exact.
const toIncome = (row: IncomeRow): Income => ({
  id: row.id,
  name: row.name,
  grossIncome: Number(row.gross_income) as Cents,
  netIncome: row.net_income === null ? null : (Number(row.net_income) as Cents),
  incomeCurrency: row.income_currency,
  type: row.type,
});

/** The income list in PostgreSQL; every statement is scoped by the resident's id. */
export class SequelizeIncomeRepository implements IncomeRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async listForUser(userId: string): Promise<Income[]> {
    const rows = await this.sequelize.query<IncomeRow>(`SELECT ${COLUMNS} FROM incomes WHERE user_id = $1 ORDER BY position, created_at`, {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
    return rows.map(toIncome);
  }

  async sync(userId: string, plan: (storedIds: string[]) => IncomeSyncPlan): Promise<Income[]> {
    return this.sequelize.transaction(async (transaction) => {
      // Two saves of the same list at once run one after the other, each seeing the other's result. The advisory
      // lock, not FOR UPDATE on the stored rows: with no rows yet there is nothing to lock, and both would insert.
      await lockResidentTable(this.sequelize, transaction, 'incomes', userId);
      const stored = await this.sequelize.query<{ id: string }>('SELECT id FROM incomes WHERE user_id = $1 ORDER BY position', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      const changes = plan(stored.map((r) => r.id));
      if (changes.delete.length > 0) {
        await this.sequelize.query('DELETE FROM incomes WHERE user_id = $1 AND id = ANY($2::uuid[])', { bind: [userId, changes.delete], transaction });
      }
      const saved: Array<{ position: number; income: Income }> = [];
      for (const { position, item } of changes.update) {
        saved.push({ position, income: await this.write(transaction, userId, position, item, item.id) });
      }
      for (const { position, item } of changes.create) {
        saved.push({ position, income: await this.write(transaction, userId, position, item) });
      }
      return saved.sort((a, b) => a.position - b.position).map((s) => s.income);
    });
  }

  /** Inserts (no id) or updates (the resident's row with that id) one item at its position. */
  private async write(transaction: Transaction, userId: string, position: number, item: Omit<Income, 'id'>, id?: string): Promise<Income> {
    const values = [userId, position, item.name, item.grossIncome, item.netIncome, item.incomeCurrency, item.type];
    const sql =
      id === undefined
        ? `INSERT INTO incomes (user_id, position, name, gross_income, net_income, income_currency, type)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`
        : `UPDATE incomes SET position = $2, name = $3, gross_income = $4, net_income = $5, income_currency = $6, type = $7, updated_at = now()
           WHERE user_id = $1 AND id = $8 RETURNING ${COLUMNS}`;
    const rows = await this.sequelize.query<IncomeRow>(sql, { bind: id === undefined ? values : [...values, id], type: QueryTypes.SELECT, transaction });
    return toIncome(rows[0]!);
  }
}
