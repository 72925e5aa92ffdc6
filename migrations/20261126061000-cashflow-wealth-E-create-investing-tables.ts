import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Spec 3 §3 "Investing for beginners" (decisions.md "Investing for beginners"): the guide's steps the resident
 * ticked (one row a step, primary key user and step, so a step is ticked at most once) and the resident's insurance
 * list (the policy's details as one JSONB document, checked by the domain before every write). Both gone with the
 * resident (ON DELETE CASCADE), as every table of a resident's data.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('investing_guide_items', {
    user_id: { type: DataTypes.UUID, allowNull: false, primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    item: { type: DataTypes.TEXT, allowNull: false, primaryKey: true },
    completed_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.createTable('investing_insurance_policies', {
    id: { type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') },
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    insurance: { type: DataTypes.JSONB, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
  await qi.addIndex('investing_insurance_policies', ['user_id', 'created_at'], { name: 'investing_insurance_policies_user_created' });
  await qi.sequelize.query("ALTER TABLE investing_insurance_policies ADD CONSTRAINT investing_insurance_policies_object CHECK (jsonb_typeof(insurance) = 'object')");
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('investing_insurance_policies');
  await qi.dropTable('investing_guide_items');
}
