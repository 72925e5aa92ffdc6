import { QueryTypes, type Sequelize } from 'sequelize';
import type { LocalDate } from '../../../shared-kernel/local-date.js';
import type { Cents } from '../../../shared-kernel/money.js';
import type { HistoryEntry } from '../../domain/finances/finance-history.js';
import type { FinanceHistoryRepository } from '../../ports/finance-history-repository.js';

/** A `finance_history` row as the pg driver returns it (BIGINT as text, DATE as 'YYYY-MM-DD'). */
interface HistoryRow {
  date: string;
  total_assets: string;
  total_liabilities: string;
  net_worth: string;
  net_worth_without_home: string;
}

// Totals are sums of capped amounts, far inside Number.MAX_SAFE_INTEGER, so Number() is exact.
const toEntry = (row: HistoryRow): HistoryEntry => ({
  date: row.date as LocalDate,
  totalAssets: Number(row.total_assets) as Cents,
  totalLiabilities: Number(row.total_liabilities) as Cents,
  netWorth: Number(row.net_worth) as Cents,
  netWorthWithoutHome: Number(row.net_worth_without_home) as Cents,
});

/** Daily snapshots of the totals in PostgreSQL; every statement is scoped by the resident's id. */
export class SequelizeFinanceHistoryRepository implements FinanceHistoryRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async upsert(userId: string, entry: HistoryEntry): Promise<void> {
    // One statement: two writes at once on the same day still leave one row (the later one's totals).
    await this.sequelize.query(
      `INSERT INTO finance_history (user_id, date, total_assets, total_liabilities, net_worth, net_worth_without_home) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, date) DO UPDATE SET total_assets = EXCLUDED.total_assets, total_liabilities = EXCLUDED.total_liabilities,
         net_worth = EXCLUDED.net_worth, net_worth_without_home = EXCLUDED.net_worth_without_home, updated_at = now()`,
      { bind: [userId, entry.date, entry.totalAssets, entry.totalLiabilities, entry.netWorth, entry.netWorthWithoutHome] },
    );
  }

  async listForUser(userId: string): Promise<HistoryEntry[]> {
    const rows = await this.sequelize.query<HistoryRow>(
      "SELECT to_char(date, 'YYYY-MM-DD') AS date, total_assets, total_liabilities, net_worth, net_worth_without_home FROM finance_history WHERE user_id = $1 ORDER BY date",
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return rows.map(toEntry);
  }
}
