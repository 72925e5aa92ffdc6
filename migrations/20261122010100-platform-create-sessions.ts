import { DataTypes } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Server-side sessions (koa-session store). Kept in PostgreSQL so they survive restarts and work across server
 * processes. A session of a deleted user goes with it (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('sessions', {
    sid: { type: DataTypes.TEXT, primaryKey: true },
    data: { type: DataTypes.JSONB, allowNull: false },
    user_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    expires_at: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('sessions', ['expires_at'], { name: 'sessions_expires_at_idx' });
  await qi.addIndex('sessions', ['user_id'], { name: 'sessions_user_id_idx' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('sessions');
}
