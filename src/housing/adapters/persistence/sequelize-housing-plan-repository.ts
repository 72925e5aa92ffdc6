import { QueryTypes, type Sequelize } from 'sequelize';
import type { HousingPlan, HousingPlanFields } from '../../domain/housing-plan.js';
import type { HousingPlanRepository } from '../../ports/housing-plan-repository.js';

interface PlanRow {
  id: string;
  fields: HousingPlanFields;
  last_updated_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const toPlan = (row: PlanRow): HousingPlan => ({ ...row.fields, id: row.id, lastUpdatedAt: new Date(row.last_updated_at).toISOString() });

/**
 * Housing plans in PostgreSQL: one row per plan, its fields as JSONB. A plan is always read and written whole and
 * never queried by a field, and the domain checks every field before it is stored.
 */
export class SequelizeHousingPlanRepository implements HousingPlanRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async list(userId: string): Promise<HousingPlan[]> {
    const rows = await this.sequelize.query<PlanRow>('SELECT id, fields, last_updated_at FROM housing_plans WHERE user_id = $1 ORDER BY created_at, id', {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
    return rows.map(toPlan);
  }

  createWithin(userId: string, fields: HousingPlanFields, at: Date, limit: number): Promise<HousingPlan | null> {
    return this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query("SELECT pg_advisory_xact_lock(hashtext('housing_plans'), hashtext($1))", { bind: [userId], transaction });
      const [{ count }] = await this.sequelize.query<{ count: string }>('SELECT count(*) AS count FROM housing_plans WHERE user_id = $1', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      }) as [{ count: string }];
      if (Number(count) >= limit) return null;
      // created_at is the database's own clock, so plans list in the order they were made whatever the app clock says.
      const [row] = await this.sequelize.query<PlanRow>(
        'INSERT INTO housing_plans (user_id, fields, created_at, last_updated_at) VALUES ($1, $2::jsonb, clock_timestamp(), $3) RETURNING id, fields, last_updated_at',
        { bind: [userId, JSON.stringify(fields), at], type: QueryTypes.SELECT, transaction },
      );
      return toPlan(row!);
    });
  }

  async change(userId: string, id: string, at: Date, decide: (stored: HousingPlanFields) => HousingPlanFields): Promise<HousingPlan | null> {
    if (!UUID.test(id)) return null;
    return this.sequelize.transaction(async (transaction) => {
      // The row lock: a change merges into the plan as the previous change left it (the step pages save separately).
      const [stored] = await this.sequelize.query<PlanRow>('SELECT id, fields, last_updated_at FROM housing_plans WHERE user_id = $1 AND id = $2 FOR UPDATE', {
        bind: [userId, id],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (!stored) return null;
      const { id: _id, lastUpdatedAt: _at, ...fields } = toPlan(stored);
      const [row] = await this.sequelize.query<PlanRow>(
        'UPDATE housing_plans SET fields = $3::jsonb, last_updated_at = $4 WHERE user_id = $1 AND id = $2 RETURNING id, fields, last_updated_at',
        { bind: [userId, id, JSON.stringify(decide(fields)), at], type: QueryTypes.SELECT, transaction },
      );
      return toPlan(row!);
    });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.sequelize.query<{ id: string }>('DELETE FROM housing_plans WHERE user_id = $1 AND id = $2 RETURNING id', {
      bind: [userId, id],
      type: QueryTypes.SELECT,
    });
    return rows.length > 0;
  }
}
