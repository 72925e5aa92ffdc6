import type { Sequelize } from 'sequelize';
import { preparedQuery } from '../../../platform/db/prepared-query.js';
import type { FinancesVersions } from '../../ports/finances-versions.js';

/** Two primary-key lookups in one prepared statement; the counters are kept by triggers (migration 20261124100000). */
const STAMP_SQL = `SELECT (SELECT version FROM finance_versions WHERE user_id = $1)::text AS resident,
                          (SELECT version FROM fx_rates_version WHERE id = 1)::text AS rates`;

export class SqlFinancesVersions implements FinancesVersions {
  constructor(private readonly sequelize: Sequelize) {}

  async stampOf(userId: string): Promise<string> {
    const [row] = await preparedQuery<{ resident: string | null; rates: string | null }>(this.sequelize, 'cashflow_wealth_finances_stamp', STAMP_SQL, [userId]);
    // A resident who never wrote a money row has no counter yet: 'none' until their first write creates it.
    return `${row?.resident ?? 'none'}.${row?.rates ?? 'none'}`;
  }
}
