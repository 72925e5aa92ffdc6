import { DataTypes } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * When a deactivated account (PENDING_DELETION) is purged: fixed at deactivation (status time + the grace period
 * then configured), so the date the resident was told never moves. The purge looks accounts up by it.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'scheduled_deletion_at', { type: DataTypes.DATE, allowNull: true });
  await qi.sequelize.query('CREATE INDEX users_scheduled_deletion_idx ON users (scheduled_deletion_at) WHERE scheduled_deletion_at IS NOT NULL');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX IF EXISTS users_scheduled_deletion_idx');
  await qi.removeColumn('users', 'scheduled_deletion_at');
}
