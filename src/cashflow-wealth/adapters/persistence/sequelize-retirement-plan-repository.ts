import { QueryTypes, type Sequelize } from 'sequelize';
import { DEFAULT_RETIREMENT_SETTINGS, upgradeStoredSettings, type RetirementSettings } from '../../domain/retirement/retirement-settings.js';
import type { RetirementPlanRepository, StoredRetirementSettings } from '../../ports/retirement-plan-repository.js';

interface Row {
  settings: Record<string, unknown>;
  updated_at: Date;
}

/** A field stored before it existed reads as its default (and a renamed one as its new name), so a newer release reads an older row. */
const toValue = (row: Row): StoredRetirementSettings => ({ settings: { ...DEFAULT_RETIREMENT_SETTINGS, ...upgradeStoredSettings(row.settings) }, savedAt: row.updated_at });

/** The retirement plan in PostgreSQL: one row per resident, the settings as JSONB. */
export class SequelizeRetirementPlanRepository implements RetirementPlanRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async findForUser(userId: string): Promise<StoredRetirementSettings | null> {
    const rows = await this.sequelize.query<Row>('SELECT settings, updated_at FROM retirement_plans WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT });
    return rows[0] ? toValue(rows[0]) : null;
  }

  async save(userId: string, settings: RetirementSettings): Promise<StoredRetirementSettings> {
    // One statement: two first saves at once still make one row (the primary key).
    const rows = await this.sequelize.query<Row>(
      `INSERT INTO retirement_plans (user_id, settings) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()
       RETURNING settings, updated_at`,
      { bind: [userId, JSON.stringify(settings)], type: QueryTypes.SELECT },
    );
    return toValue(rows[0]!);
  }
}
