import { QueryTypes, type Sequelize } from 'sequelize';
import type { ModuleId, ModuleProgress } from '../../domain/module-progress.js';
import type { ModuleStatusRepository } from '../../ports/module-status-repository.js';
import type { ModuleMarks, ProfileFactsSqlPart } from '../../ports/profile-facts-sources.js';

/** A `module_statuses` row as the pg driver returns it. */
interface ModuleStatusRow {
  module: ModuleId;
  current_step: number | null;
  last_updated: Date | null;
  last_completed: Date | null;
}

const COLUMNS = 'module, current_step, last_updated, last_completed';

function toProgress(row: ModuleStatusRow): ModuleProgress {
  return { module: row.module, currentStep: row.current_step, lastUpdated: row.last_updated, lastCompleted: row.last_completed };
}

/**
 * Identity's own part of the profile facts (docs/decisions.md "Profile facts in one statement"): each module saved,
 * with what `hasStartedPlanning` reads. jsonb_agg of no rows is NULL: nothing saved.
 */
export const MODULE_MARKS_PART: ProfileFactsSqlPart<ModuleMarks[]> = {
  sql: `SELECT jsonb_agg(jsonb_build_object('module', module, 'currentStep', current_step, 'lastCompleted', last_completed)) FROM module_statuses WHERE user_id = $1`,
  parse(value: unknown): ModuleMarks[] {
    if (!Array.isArray(value)) return [];
    return (value as { module: ModuleId; currentStep: number | null; lastCompleted: string | null }[]).map((row) => ({
      module: row.module,
      currentStep: row.currentStep ?? null,
      lastCompleted: row.lastCompleted == null ? null : new Date(row.lastCompleted),
    }));
  },
};

/** Module progress in PostgreSQL; every statement is scoped by the resident's id. */
export class SequelizeModuleStatusRepository implements ModuleStatusRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async listForUser(userId: string): Promise<ModuleProgress[]> {
    const rows = await this.sequelize.query<ModuleStatusRow>(`SELECT ${COLUMNS} FROM module_statuses WHERE user_id = $1`, {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
    return rows.map(toProgress);
  }

  async change(userId: string, module: ModuleId, decide: (stored: ModuleProgress) => ModuleProgress): Promise<ModuleProgress> {
    return this.sequelize.transaction(async (transaction) => {
      // A first save has no row to lock yet: inserting the not-started record (or waiting, through the unique
      // (user_id, module), for a concurrent insert to commit) makes one, and FOR UPDATE then orders the writes. The
      // empty row is never seen by others: this transaction fills it before it commits.
      await this.sequelize.query('INSERT INTO module_statuses (user_id, module) VALUES ($1, $2) ON CONFLICT (user_id, module) DO NOTHING', { bind: [userId, module], transaction });
      const [stored] = await this.sequelize.query<ModuleStatusRow>(`SELECT ${COLUMNS} FROM module_statuses WHERE user_id = $1 AND module = $2 FOR UPDATE`, {
        bind: [userId, module],
        type: QueryTypes.SELECT,
        transaction,
      });
      const progress = decide(toProgress(stored!));
      const rows = await this.sequelize.query<ModuleStatusRow>(
        `UPDATE module_statuses SET current_step = $3, last_updated = $4, last_completed = $5, updated_at = now()
         WHERE user_id = $1 AND module = $2 RETURNING ${COLUMNS}`,
        { bind: [userId, module, progress.currentStep, progress.lastUpdated, progress.lastCompleted], type: QueryTypes.SELECT, transaction },
      );
      return toProgress(rows[0]!);
    });
  }
}
