import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Cents } from '../../../shared-kernel/money.js';
import type { ListSyncPlan } from '../../domain/list-sync.js';
import type { LoanRepayment, LoanType } from '../../domain/loan-repayment.js';
import type { LoanRepaymentRepository } from '../../ports/loan-repayment-repository.js';
import { lockResidentTable } from './resident-lock.js';

/** A `loan_repayments` row as the pg driver returns it (BIGINT as text). */
interface LoanRepaymentRow {
  id: string;
  name: string;
  amount: string;
  ccy: string;
  cash: string;
  cpf: string;
  type: LoanType;
  liability_id: string | null;
}

const COLUMNS = 'id, name, amount, ccy, cash, cpf, type, liability_id';

// Amounts are at most Number.MAX_SAFE_INTEGER cents (maxMoneyInputCents), so Number() is exact.
const toLoanRepayment = (row: LoanRepaymentRow): LoanRepayment => ({
  id: row.id,
  name: row.name,
  amount: Number(row.amount) as Cents,
  ccy: row.ccy,
  cash: Number(row.cash) as Cents,
  cpf: Number(row.cpf) as Cents,
  type: row.type,
  liabilityId: row.liability_id,
});

/** The loan repayment list in PostgreSQL; every statement is scoped by the resident's id. */
export class SequelizeLoanRepaymentRepository implements LoanRepaymentRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async listForUser(userId: string): Promise<LoanRepayment[]> {
    const rows = await this.sequelize.query<LoanRepaymentRow>(`SELECT ${COLUMNS} FROM loan_repayments WHERE user_id = $1 ORDER BY position, created_at`, {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
    return rows.map(toLoanRepayment);
  }

  async sync(userId: string, plan: (storedIds: string[]) => ListSyncPlan<LoanRepayment>): Promise<LoanRepayment[]> {
    return this.sequelize.transaction(async (transaction) => {
      // Two saves of the same list at once run one after the other, each seeing the other's result.
      await lockResidentTable(this.sequelize, transaction, 'loan_repayments', userId);
      const stored = await this.sequelize.query<{ id: string }>('SELECT id FROM loan_repayments WHERE user_id = $1 ORDER BY position', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      const changes = plan(stored.map((r) => r.id));
      if (changes.delete.length > 0) {
        await this.sequelize.query('DELETE FROM loan_repayments WHERE user_id = $1 AND id = ANY($2::uuid[])', { bind: [userId, changes.delete], transaction });
      }
      const saved: Array<{ position: number; loan: LoanRepayment }> = [];
      for (const { position, item } of changes.update) saved.push({ position, loan: await this.write(transaction, userId, position, item, item.id) });
      for (const { position, item } of changes.create) saved.push({ position, loan: await this.write(transaction, userId, position, item) });
      return saved.sort((a, b) => a.position - b.position).map((s) => s.loan);
    });
  }

  /** Inserts (no id) or updates (the resident's row with that id) one item at its position. */
  private async write(transaction: Transaction, userId: string, position: number, item: Omit<LoanRepayment, 'id'>, id?: string): Promise<LoanRepayment> {
    const values = [userId, position, item.name, item.amount, item.ccy, item.cash, item.cpf, item.type, item.liabilityId ?? null];
    const sql =
      id === undefined
        ? `INSERT INTO loan_repayments (user_id, position, name, amount, ccy, cash, cpf, type, liability_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`
        : `UPDATE loan_repayments SET position = $2, name = $3, amount = $4, ccy = $5, cash = $6, cpf = $7, type = $8, liability_id = $9, updated_at = now()
           WHERE user_id = $1 AND id = $10 RETURNING ${COLUMNS}`;
    const rows = await this.sequelize.query<LoanRepaymentRow>(sql, { bind: id === undefined ? values : [...values, id], type: QueryTypes.SELECT, transaction });
    return toLoanRepayment(rows[0]!);
  }
}
