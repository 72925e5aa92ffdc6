import { QueryTypes, type Sequelize } from 'sequelize';
import type { ModuleId, ModuleProgress } from '../../domain/module-progress.js';
import type { ModuleStatusRepository } from '../../ports/module-status-repository.js';

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

  async find(userId: string, module: ModuleId): Promise<ModuleProgress | null> {
    const rows = await this.sequelize.query<ModuleStatusRow>(`SELECT ${COLUMNS} FROM module_statuses WHERE user_id = $1 AND module = $2`, {
      bind: [userId, module],
      type: QueryTypes.SELECT,
    });
    return rows[0] ? toProgress(rows[0]) : null;
  }

  async save(userId: string, progress: ModuleProgress): Promise<ModuleProgress> {
    // One statement: two first saves of the same module at once still make one row (unique user_id, module).
    const rows = await this.sequelize.query<ModuleStatusRow>(
      `INSERT INTO module_statuses (user_id, module, current_step, last_updated, last_completed)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, module) DO UPDATE SET
         current_step = EXCLUDED.current_step,
         last_updated = EXCLUDED.last_updated,
         last_completed = EXCLUDED.last_completed,
         updated_at = now()
       RETURNING ${COLUMNS}`,
      { bind: [userId, progress.module, progress.currentStep, progress.lastUpdated, progress.lastCompleted], type: QueryTypes.SELECT },
    );
    return toProgress(rows[0]!);
  }
}
