import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Recommended actions a resident has completed (spec 1 §3 "Recommended action", §4 "Recommended actions"): one row
 * per resident and action key, so a completion by the system never duplicates one already recorded. Gone with the
 * resident (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('recommended_actions', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    key: { type: DataTypes.TEXT, allowNull: false },
    completed_at: { type: DataTypes.DATE, allowNull: false },
    /** 'SYSTEM' or 'USER'. */
    completed_by: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.addConstraint('recommended_actions', { type: 'unique', fields: ['user_id', 'key'], name: 'recommended_actions_user_key_key' });
  await qi.sequelize.query("ALTER TABLE recommended_actions ADD CONSTRAINT recommended_actions_completed_by CHECK (completed_by IN ('SYSTEM', 'USER'))");
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('recommended_actions');
}
