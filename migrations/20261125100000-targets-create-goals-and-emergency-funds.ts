import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Spec 3 §3 "Goal" and "Emergency fund": the resident's savings targets (many) and emergency fund (one). Amounts
 * are SGD cents (BIGINT); dates are Singapore calendar days. Gone with the resident (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const owner = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' });
  await qi.createTable('goals', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: owner(),
    name: { type: DataTypes.STRING(60), allowNull: false },
    total_amount: { type: DataTypes.BIGINT, allowNull: false },
    current_amount: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    date: { type: DataTypes.DATEONLY, allowNull: false },
    archived_acknowledged: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    paid_out: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    paid_out_amount: { type: DataTypes.BIGINT, allowNull: true },
    paid_out_date: { type: DataTypes.DATEONLY, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.addIndex('goals', ['user_id', 'created_at'], { name: 'goals_user_created' });
  await qi.sequelize.query('ALTER TABLE goals ADD CONSTRAINT goals_amounts CHECK (total_amount > 0 AND current_amount >= 0 AND (paid_out_amount IS NULL OR paid_out_amount >= 0))');

  await qi.createTable('emergency_funds', {
    user_id: { ...owner(), primaryKey: true },
    total_amount: { type: DataTypes.BIGINT, allowNull: false },
    current_amount: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    date: { type: DataTypes.DATEONLY, allowNull: false },
    prev_accumulated_months: { type: DataTypes.DECIMAL(7, 1), allowNull: false, defaultValue: 0 },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.sequelize.query('ALTER TABLE emergency_funds ADD CONSTRAINT emergency_funds_amounts CHECK (total_amount > 0 AND current_amount >= 0 AND current_amount <= total_amount)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('emergency_funds');
  await qi.dropTable('goals');
}
