import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Spec 3 §3 "Housing plan": the resident's purchase plans. The plan's fields (amounts in SGD cents, the rate, the
 * period, the fee items) are one JSONB document, checked by the housing domain before every write. Gone with the
 * resident (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('housing_plans', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    fields: { type: DataTypes.JSONB, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    last_updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.addIndex('housing_plans', ['user_id', 'created_at'], { name: 'housing_plans_user_created' });
  await qi.sequelize.query("ALTER TABLE housing_plans ADD CONSTRAINT housing_plans_fields_object CHECK (jsonb_typeof(fields) = 'object')");
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('housing_plans');
}
