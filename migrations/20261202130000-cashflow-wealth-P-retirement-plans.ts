import { DataTypes } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * The retirement plan (docs/decisions.md "The retirement plan"): one row per resident holding what they keep on the
 * plan, the typed figures and the assumptions, as JSON (the shape of RetirementSettings; the domain checks it on
 * every write and reads an absent field as its default). The figures themselves are never stored: they are worked
 * out from the resident's data at each read, so they cannot go stale.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('retirement_plans', {
    user_id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    settings: { type: DataTypes.JSONB, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: qi.sequelize.fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: qi.sequelize.fn('now') },
  });
  await qi.sequelize.query("ALTER TABLE retirement_plans ADD CONSTRAINT retirement_plans_settings_object CHECK (jsonb_typeof(settings) = 'object')");
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('retirement_plans');
}
