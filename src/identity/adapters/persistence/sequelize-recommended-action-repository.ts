import { QueryTypes, type Sequelize } from 'sequelize';
import type { CompletedBy, RecommendedAction } from '../../domain/notifications/recommended-action.js';
import type { RecommendedActionRepository } from '../../ports/recommended-action-repository.js';

interface ActionRow {
  id: string;
  key: string;
  completed_at: Date;
  completed_by: CompletedBy;
}

const COLUMNS = 'id, key, completed_at, completed_by';

function toAction(row: ActionRow): RecommendedAction {
  return { id: row.id, key: row.key, completedAt: row.completed_at, completedBy: row.completed_by };
}

/** Completed recommended actions in PostgreSQL; every statement is scoped by the resident's id. */
export class SequelizeRecommendedActionRepository implements RecommendedActionRepository {
  constructor(private readonly sequelize: Sequelize) {}

  private select<T extends object>(sql: string, bind: unknown[]): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  }

  async listForUser(userId: string): Promise<RecommendedAction[]> {
    const rows = await this.select<ActionRow>(`SELECT ${COLUMNS} FROM recommended_actions WHERE user_id = $1 ORDER BY completed_at DESC, key`, [userId]);
    return rows.map(toAction);
  }

  async saveCompletion(
    userId: string,
    key: string,
    completion: { completedAt: Date; completedBy: CompletedBy },
    replaceExisting: boolean,
  ): Promise<{ action: RecommendedAction; created: boolean }> {
    // One statement either way, so two completions of the same key at once still leave one row. `xmax = 0` is
    // PostgreSQL's mark of a freshly inserted row (an updated one carries the updating transaction's id).
    const onConflict = replaceExisting
      ? 'DO UPDATE SET completed_at = EXCLUDED.completed_at, completed_by = EXCLUDED.completed_by, updated_at = now()'
      : // A no-op update, so RETURNING gives the existing row back.
        'DO UPDATE SET key = recommended_actions.key';
    const rows = await this.select<ActionRow & { inserted: boolean }>(
      `INSERT INTO recommended_actions (user_id, key, completed_at, completed_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) ${onConflict}
       RETURNING ${COLUMNS}, (xmax = 0) AS inserted`,
      [userId, key, completion.completedAt, completion.completedBy],
    );
    return { action: toAction(rows[0]!), created: rows[0]!.inserted };
  }

  async update(userId: string, id: string, change: { completedAt?: Date; completedBy?: CompletedBy }): Promise<RecommendedAction | null> {
    const rows = await this.select<ActionRow>(
      `UPDATE recommended_actions SET completed_at = COALESCE($3, completed_at), completed_by = COALESCE($4, completed_by), updated_at = now()
       WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [userId, id, change.completedAt ?? null, change.completedBy ?? null],
    );
    return rows[0] ? toAction(rows[0]) : null;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.select<{ id: string }>('DELETE FROM recommended_actions WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id]);
    return rows.length > 0;
  }
}
