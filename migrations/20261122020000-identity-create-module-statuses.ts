import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Module progress per resident (spec 1 §3 "Module status"): one row per user and module, gone with the user.
 * `current_step` is null when not in progress; `last_completed` set means completed.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('module_statuses', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    module: { type: DataTypes.TEXT, allowNull: false },
    current_step: { type: DataTypes.SMALLINT, allowNull: true },
    last_updated: { type: DataTypes.DATE, allowNull: true },
    last_completed: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  // Also the index for "this resident's modules" (user_id leads).
  await qi.addConstraint('module_statuses', { type: 'unique', fields: ['user_id', 'module'], name: 'module_statuses_user_module_key' });
  await qi.sequelize.query('ALTER TABLE module_statuses ADD CONSTRAINT module_statuses_step_range CHECK (current_step IS NULL OR current_step >= 0)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('module_statuses');
}
