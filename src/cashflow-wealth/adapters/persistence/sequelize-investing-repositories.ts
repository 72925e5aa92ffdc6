import { QueryTypes, type Sequelize } from 'sequelize';
import { isGuideItem, type GuideItem } from '../../domain/investing/guide.js';
import type { InsurancePolicyDetails, InsurancePolicyEntry } from '../../domain/investing/insurance-policy.js';
import { withAllInsuranceFields } from '../../domain/insurance-details.js';
import type { GuideItemsRepository, InsurancePolicyRepository } from '../../ports/investing-repository.js';
import { isUuid } from './resident-lock.js';

/** The guide's ticks: one row a ticked step (primary key user and step), gone when unticked. */
export class SequelizeGuideItemsRepository implements GuideItemsRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async list(userId: string): Promise<GuideItem[]> {
    const rows = await this.sequelize.query<{ item: string }>('SELECT item FROM investing_guide_items WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT });
    return rows.map((row) => row.item).filter(isGuideItem);
  }

  async set(userId: string, item: GuideItem, completed: boolean, at: Date): Promise<void> {
    if (completed) {
      // Ticking a ticked step keeps the first tick's time.
      await this.sequelize.query('INSERT INTO investing_guide_items (user_id, item, completed_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, item) DO NOTHING', {
        bind: [userId, item, at],
      });
    } else {
      await this.sequelize.query('DELETE FROM investing_guide_items WHERE user_id = $1 AND item = $2', { bind: [userId, item] });
    }
  }
}

interface PolicyRow {
  id: string;
  /** as stored: a policy saved before a details field existed lacks it */
  insurance: Partial<InsurancePolicyDetails> & { policyName: string };
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, insurance, created_at, updated_at';

const toEntry = (row: PolicyRow): InsurancePolicyEntry => ({
  id: row.id,
  insurance: { ...withAllInsuranceFields(row.insurance), policyName: row.insurance.policyName },
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * The insurance list in PostgreSQL: one row a policy, its details as JSONB (always read and written whole, never
 * queried by a field; the domain checks every field before it is stored).
 */
export class SequelizeInsurancePolicyRepository implements InsurancePolicyRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async list(userId: string): Promise<InsurancePolicyEntry[]> {
    const rows = await this.sequelize.query<PolicyRow>(`SELECT ${COLUMNS} FROM investing_insurance_policies WHERE user_id = $1 ORDER BY created_at, id`, {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
    return rows.map(toEntry);
  }

  addWithin(userId: string, insurance: InsurancePolicyDetails, limit: number): Promise<InsurancePolicyEntry | null> {
    return this.sequelize.transaction(async (transaction) => {
      // This table's own per-resident lock: two adds at once cannot both see room for one more. The list is no part
      // of the finances, so it takes none of the finance tables' locks (resident-lock.ts).
      await this.sequelize.query("SELECT pg_advisory_xact_lock(hashtext('investing_insurance_policies'), hashtext($1))", { bind: [userId], transaction });
      const [counted] = await this.sequelize.query<{ count: string }>('SELECT count(*) AS count FROM investing_insurance_policies WHERE user_id = $1', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (Number(counted!.count) >= limit) return null;
      // The database's own clock, so policies list in the order they were added whatever the app clock says; a
      // policy is never changed (spec 3 §7 has no update), so it was last updated when it was added.
      const [row] = await this.sequelize.query<PolicyRow>(
        `INSERT INTO investing_insurance_policies (user_id, insurance, created_at, updated_at)
           SELECT $1, $2::jsonb, added.at, added.at FROM (SELECT clock_timestamp() AS at) added RETURNING ${COLUMNS}`,
        { bind: [userId, JSON.stringify(insurance)], type: QueryTypes.SELECT, transaction },
      );
      return toEntry(row!);
    });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.sequelize.query<{ id: string }>('DELETE FROM investing_insurance_policies WHERE user_id = $1 AND id = $2 RETURNING id', {
      bind: [userId, id],
      type: QueryTypes.SELECT,
    });
    return rows.length > 0;
  }
}
