import { QueryTypes, type Sequelize } from 'sequelize';
import type { InvestmentsUpdateSource } from '../../../identity/public.js';
import { INVESTMENT_KINDS } from '../../domain/investing/growth.js';
import { singaporeDayOf } from '../../../shared-kernel/dates.js';
import type { LocalDate } from '../../../shared-kernel/local-date.js';

/**
 * When the resident's investments last changed, for identity's update-funds-and-targets notice (spec 1 §4): the
 * newest `last_updated_at` of their investment assets (the kinds the investment classes count; cash, savings and
 * fixed deposits are the funds the targets context reports), as a Singapore day. One query, scoped to the resident.
 */
export class SqlInvestmentsUpdated implements InvestmentsUpdateSource {
  constructor(private readonly sequelize: Sequelize) {}

  async lastInvestmentsUpdateOn(userId: string): Promise<LocalDate | null> {
    const [row] = await this.sequelize.query<{ latest: Date | null }>(
      'SELECT max(last_updated_at) AS latest FROM assets WHERE user_id = $1 AND kind = ANY($2::text[])',
      { bind: [userId, [...INVESTMENT_KINDS]], type: QueryTypes.SELECT },
    );
    return row?.latest ? singaporeDayOf(new Date(row.latest)) : null;
  }
}
