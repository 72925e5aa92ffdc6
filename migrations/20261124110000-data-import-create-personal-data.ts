import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Spec 2 §3 "Personal-data record": what the resident's last Myinfo consent gave, one row per resident. The parts
 * are JSON (SGD cents inside) because they are read and written whole; `basic` is the profile prefill. Gone with
 * the resident (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('personal_data', {
    user_id: { type: DataTypes.UUID, primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    basic: { type: DataTypes.JSONB, allowNull: true },
    noa: { type: DataTypes.JSONB, allowNull: true },
    cpf: { type: DataTypes.JSONB, allowNull: true },
    hdb_ownership: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    latest_consent_at: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('personal_data');
}
