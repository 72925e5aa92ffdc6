import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Spec 2 §3 "History": one snapshot of a resident's totals per Singapore calendar day, rewritten whenever their
 * finances change that day (the net-worth-over-time line). SGD cents in BIGINT; net worth may be negative. Gone
 * with the resident (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('finance_history', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    date: { type: DataTypes.DATEONLY, allowNull: false },
    total_assets: { type: DataTypes.BIGINT, allowNull: false },
    total_liabilities: { type: DataTypes.BIGINT, allowNull: false },
    net_worth: { type: DataTypes.BIGINT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  // One per resident and day: the upsert relies on it, and it serves the ordered read by user.
  await qi.addConstraint('finance_history', { type: 'unique', fields: ['user_id', 'date'], name: 'finance_history_user_date_key' });
  await qi.sequelize.query('ALTER TABLE finance_history ADD CONSTRAINT finance_history_totals CHECK (total_assets >= 0 AND total_liabilities >= 0 AND net_worth = total_assets - total_liabilities)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('finance_history');
}
