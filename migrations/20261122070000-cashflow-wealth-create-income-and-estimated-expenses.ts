import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * A resident's income list (spec 2 §3 "Income") and estimated monthly expenses (spec 2 §3, one per resident).
 * Amounts are integer cents in BIGINT: a cap converted to a weak currency exceeds INTEGER. `position` keeps the
 * order the resident sent the list in. Both are gone with the resident (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('incomes', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    position: { type: DataTypes.INTEGER, allowNull: false },
    name: { type: DataTypes.TEXT, allowNull: false },
    gross_income: { type: DataTypes.BIGINT, allowNull: false },
    net_income: { type: DataTypes.BIGINT, allowNull: true },
    income_currency: { type: DataTypes.TEXT, allowNull: false },
    type: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.addIndex('incomes', ['user_id', 'position'], { name: 'incomes_user_position_idx' });
  await qi.sequelize.query('ALTER TABLE incomes ADD CONSTRAINT incomes_amounts CHECK (gross_income >= 0 AND (net_income IS NULL OR (net_income >= 0 AND net_income <= gross_income)))');
  await qi.sequelize.query("ALTER TABLE incomes ADD CONSTRAINT incomes_type CHECK (type IN ('EMPLOYMENT', 'TRADE', 'RENT', 'INTEREST', 'OTHERS'))");
  await qi.sequelize.query("ALTER TABLE incomes ADD CONSTRAINT incomes_currency CHECK (income_currency ~ '^[A-Z]{3}$')");

  await qi.createTable('estimated_monthly_expenses', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    amount: { type: DataTypes.BIGINT, allowNull: false },
    is_derived: { type: DataTypes.BOOLEAN, allowNull: false },
    entered_date: { type: DataTypes.DATEONLY, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  // One per resident: the upsert relies on it.
  await qi.addConstraint('estimated_monthly_expenses', { type: 'unique', fields: ['user_id'], name: 'estimated_monthly_expenses_user_key' });
  await qi.sequelize.query('ALTER TABLE estimated_monthly_expenses ADD CONSTRAINT estimated_monthly_expenses_amount CHECK (amount >= 0)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('estimated_monthly_expenses');
  await qi.dropTable('incomes');
}
