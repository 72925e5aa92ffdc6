import { QueryTypes, type Sequelize } from 'sequelize';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { EstimatedMonthlyExpenses } from '../../domain/estimated-monthly-expenses.js';
import type { EstimatedExpensesRepository } from '../../ports/estimated-expenses-repository.js';

/** An `estimated_monthly_expenses` row as the pg driver returns it (BIGINT as text; DATE cast to text). */
interface Row {
  amount: string;
  is_derived: boolean;
  entered_date: string;
}

const COLUMNS = 'amount, is_derived, entered_date::text AS entered_date';

const toValue = (row: Row): EstimatedMonthlyExpenses => ({ amount: Number(row.amount) as Cents, isDerived: row.is_derived, enteredDate: row.entered_date as LocalDate });

/** Estimated monthly expenses in PostgreSQL: one row per resident. */
export class SequelizeEstimatedExpensesRepository implements EstimatedExpensesRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async findForUser(userId: string): Promise<EstimatedMonthlyExpenses | null> {
    const rows = await this.sequelize.query<Row>(`SELECT ${COLUMNS} FROM estimated_monthly_expenses WHERE user_id = $1`, { bind: [userId], type: QueryTypes.SELECT });
    return rows[0] ? toValue(rows[0]) : null;
  }

  async save(userId: string, value: EstimatedMonthlyExpenses): Promise<EstimatedMonthlyExpenses> {
    // One statement: two first saves at once still make one row (unique user_id).
    const rows = await this.sequelize.query<Row>(
      `INSERT INTO estimated_monthly_expenses (user_id, amount, is_derived, entered_date) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET amount = EXCLUDED.amount, is_derived = EXCLUDED.is_derived, entered_date = EXCLUDED.entered_date, updated_at = now()
       RETURNING ${COLUMNS}`,
      { bind: [userId, value.amount, value.isDerived, value.enteredDate], type: QueryTypes.SELECT },
    );
    return toValue(rows[0]!);
  }
}
