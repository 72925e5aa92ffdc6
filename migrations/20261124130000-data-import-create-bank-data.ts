import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Spec 2 §3 "Bank-data record (fpdata)": the resident's last bank-data import, kept whole (its items are also
 * written into cashflow and wealth) so the adjustment calls can change it and re-derive the items. Gone with the
 * resident (ON DELETE CASCADE).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('bank_data', {
    user_id: { type: DataTypes.UUID, primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    fpdata: { type: DataTypes.JSONB, allowNull: false },
    banks: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
    latest_consent_at: { type: DataTypes.DATE, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('bank_data');
}
