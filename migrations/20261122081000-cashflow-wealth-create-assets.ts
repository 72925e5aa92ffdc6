import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Issue #4, what a resident owns (spec 2 §3 "Assets"): ONE `assets` table for the eleven manual kinds (a `kind`
 * column with the camelCase kind name, so one SQL read sums them all), with an insurance policy's details in one
 * nullable jsonb column; and `cpf_assets`, one row per resident. Amounts are integer cents in BIGINT; quantity is
 * NUMERIC (gold to 3 decimals); the growth rate NUMERIC(5,2) (-100.00 to 100.00). Every row goes with its
 * resident (ON DELETE CASCADE).
 */
const id = () => ({ type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') });
const owner = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' });
const stamps = () => ({
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
});
const cents = (allowNull = false) => ({ type: DataTypes.BIGINT, allowNull });

const KINDS = ['cashBalance', 'cashSavings', 'bond', 'gold', 'fixedDeposit', 'insurance', 'stock', 'structuredProduct', 'unitTrust', 'otherInvestment', 'otherNonInvestment'];

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (statement: string) => qi.sequelize.query(statement);

  await qi.createTable('assets', {
    id: id(),
    user_id: owner(),
    kind: { type: DataTypes.TEXT, allowNull: false },
    name: { type: DataTypes.TEXT, allowNull: false },
    total_value_amount: cents(),
    currency: { type: DataTypes.TEXT, allowNull: false },
    investment_source: { type: DataTypes.TEXT, allowNull: false },
    enter_option: { type: DataTypes.TEXT, allowNull: false },
    quantity: { type: DataTypes.DECIMAL(20, 3), allowNull: true },
    unit_price: cents(true),
    estimated_growth_rate: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    insurance: { type: DataTypes.JSONB, allowNull: true },
    last_updated_at: { type: DataTypes.DATE, allowNull: false },
    ...stamps(),
  });
  await qi.addIndex('assets', ['user_id', 'kind'], { name: 'assets_user_kind_idx' });
  await sql(`ALTER TABLE assets ADD CONSTRAINT assets_kind CHECK (kind IN (${KINDS.map((k) => `'${k}'`).join(', ')}))`);
  await sql("ALTER TABLE assets ADD CONSTRAINT assets_source CHECK (investment_source IN ('CASH', 'CPFIS', 'SRS'))");
  await sql("ALTER TABLE assets ADD CONSTRAINT assets_enter_option CHECK (enter_option IN ('TOTAL_VALUE', 'UNIT_PRICE'))");
  await sql("ALTER TABLE assets ADD CONSTRAINT assets_currency CHECK (currency ~ '^[A-Z]{3}$')");
  await sql('ALTER TABLE assets ADD CONSTRAINT assets_amounts CHECK (total_value_amount >= 0 AND (unit_price IS NULL OR unit_price >= 0) AND (quantity IS NULL OR quantity > 0))');
  await sql("ALTER TABLE assets ADD CONSTRAINT assets_unit_price_pair CHECK ((enter_option = 'UNIT_PRICE') = (quantity IS NOT NULL AND unit_price IS NOT NULL))");
  await sql('ALTER TABLE assets ADD CONSTRAINT assets_growth_rate CHECK (estimated_growth_rate IS NULL OR estimated_growth_rate BETWEEN -100 AND 100)');
  await sql("ALTER TABLE assets ADD CONSTRAINT assets_insurance_kind CHECK ((kind = 'insurance') = (insurance IS NOT NULL))");

  // One row per resident: the unique user_id is both the upsert's target and the index.
  await qi.createTable('cpf_assets', { id: id(), user_id: owner(), oa: cents(), sa: cents(), ma: cents(), ra: cents(), ...stamps() });
  await qi.addConstraint('cpf_assets', { type: 'unique', fields: ['user_id'], name: 'cpf_assets_user_key' });
  await sql('ALTER TABLE cpf_assets ADD CONSTRAINT cpf_assets_amounts CHECK (oa >= 0 AND sa >= 0 AND ma >= 0 AND ra >= 0)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['cpf_assets', 'assets']) await qi.dropTable(table);
}
