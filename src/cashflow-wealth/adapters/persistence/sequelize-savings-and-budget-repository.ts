import { QueryTypes, type Sequelize } from 'sequelize';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { TargetMonthlySavings, TotalBudget } from '../../domain/savings-and-budget.js';
import type { TargetMonthlySavingsRepository, TotalBudgetRepository } from '../../ports/savings-and-budget-repository.js';

/** A `target_monthly_savings` row as the pg driver returns it (BIGINT as text; DATE cast to text). */
interface TargetRow {
  amount: string;
  entered_date: string;
  day_of_transfer: number | null;
  automatic_transfer: boolean | null;
}
const TARGET_COLUMNS = 'amount, entered_date::text AS entered_date, day_of_transfer, automatic_transfer';
const toTarget = (row: TargetRow): TargetMonthlySavings => ({
  targetMonthlySavings: Number(row.amount) as Cents,
  enteredDate: row.entered_date as LocalDate,
  dayOfTransfer: row.day_of_transfer,
  automaticTransferStatus: row.automatic_transfer,
});

/** Target monthly savings in PostgreSQL: one row per resident. */
export class SequelizeTargetMonthlySavingsRepository implements TargetMonthlySavingsRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async findForUser(userId: string): Promise<TargetMonthlySavings | null> {
    const rows = await this.sequelize.query<TargetRow>(`SELECT ${TARGET_COLUMNS} FROM target_monthly_savings WHERE user_id = $1`, { bind: [userId], type: QueryTypes.SELECT });
    return rows[0] ? toTarget(rows[0]) : null;
  }

  async save(userId: string, value: TargetMonthlySavings): Promise<TargetMonthlySavings> {
    // One statement: two first saves at once still make one row (unique user_id).
    const rows = await this.sequelize.query<TargetRow>(
      `INSERT INTO target_monthly_savings (user_id, amount, entered_date, day_of_transfer, automatic_transfer) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET amount = EXCLUDED.amount, entered_date = EXCLUDED.entered_date,
         day_of_transfer = EXCLUDED.day_of_transfer, automatic_transfer = EXCLUDED.automatic_transfer, updated_at = now()
       RETURNING ${TARGET_COLUMNS}`,
      { bind: [userId, value.targetMonthlySavings, value.enteredDate, value.dayOfTransfer, value.automaticTransferStatus], type: QueryTypes.SELECT },
    );
    return toTarget(rows[0]!);
  }
}

/** The total budget in PostgreSQL: one row per resident. */
export class SequelizeTotalBudgetRepository implements TotalBudgetRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async findForUser(userId: string): Promise<TotalBudget | null> {
    const rows = await this.sequelize.query<{ amount: string }>('SELECT amount FROM total_budgets WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT });
    return rows[0] ? { amount: Number(rows[0].amount) as Cents } : null;
  }

  async save(userId: string, value: TotalBudget): Promise<TotalBudget> {
    const rows = await this.sequelize.query<{ amount: string }>(
      `INSERT INTO total_budgets (user_id, amount) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET amount = EXCLUDED.amount, updated_at = now()
       RETURNING amount`,
      { bind: [userId, value.amount], type: QueryTypes.SELECT },
    );
    return { amount: Number(rows[0]!.amount) as Cents };
  }
}
