import { DataTypes, fn } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/**
 * Issue #4, the rest of the cashflow and the liabilities (spec 2 §3): expenses, loan repayments, monthly
 * investments, liabilities, and the one-per-resident target monthly savings and total budget. Amounts are integer
 * cents in BIGINT (a cap converted to a weak currency exceeds INTEGER); enumerations are stored by name. Every
 * table goes with its resident (ON DELETE CASCADE) and is indexed by user_id. `position` keeps the order sent.
 */
const id = () => ({ type: DataTypes.UUID, primaryKey: true, defaultValue: fn('gen_random_uuid') });
const owner = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' });
const stamps = () => ({
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
});
const text = (allowNull = false) => ({ type: DataTypes.TEXT, allowNull });
const cents = (allowNull = false) => ({ type: DataTypes.BIGINT, allowNull });

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (statement: string) => qi.sequelize.query(statement);

  await qi.createTable('expenses', {
    id: id(),
    user_id: owner(),
    position: { type: DataTypes.INTEGER, allowNull: false },
    category: text(),
    amount: cents(),
    time_interval: text(),
    budget_amount: cents(true),
    budget_time_interval: text(true),
    colour: text(true),
    ...stamps(),
  });
  // One expense per category (ignoring case) is the domain's rule, kept under a per-resident lock: a unique index
  // would reject a PATCH that swaps two categories, because PostgreSQL checks it row by row.
  await qi.addIndex('expenses', ['user_id', 'position'], { name: 'expenses_user_position_idx' });
  await sql('ALTER TABLE expenses ADD CONSTRAINT expenses_amounts CHECK (amount > 0 AND (budget_amount IS NULL OR budget_amount > 0))');
  await sql("ALTER TABLE expenses ADD CONSTRAINT expenses_intervals CHECK (time_interval IN ('MONTHLY', 'YEARLY') AND (budget_time_interval IS NULL OR budget_time_interval IN ('MONTHLY', 'YEARLY')))");
  await sql('ALTER TABLE expenses ADD CONSTRAINT expenses_budget_pair CHECK ((budget_amount IS NULL) = (budget_time_interval IS NULL))');
  await sql("ALTER TABLE expenses ADD CONSTRAINT expenses_colour CHECK (colour IS NULL OR colour ~ '^#[0-9a-f]{6}$')");

  await qi.createTable('loan_repayments', {
    id: id(),
    user_id: owner(),
    position: { type: DataTypes.INTEGER, allowNull: false },
    name: text(),
    amount: cents(),
    ccy: text(),
    cash: cents(),
    cpf: cents(),
    type: text(),
    ...stamps(),
  });
  await qi.addIndex('loan_repayments', ['user_id', 'position'], { name: 'loan_repayments_user_position_idx' });
  await sql('ALTER TABLE loan_repayments ADD CONSTRAINT loan_repayments_amounts CHECK (amount > 0 AND cash >= 0 AND cpf >= 0 AND cash + cpf <= amount)');
  await sql("ALTER TABLE loan_repayments ADD CONSTRAINT loan_repayments_type CHECK (type IN ('MORTGAGE', 'NON_MORTGAGE'))");
  await sql("ALTER TABLE loan_repayments ADD CONSTRAINT loan_repayments_ccy CHECK (ccy ~ '^[A-Z]{3}$')");

  await qi.createTable('monthly_investments', { id: id(), user_id: owner(), name: text(), amount: cents(), ccy: text(), asset_type: text(), ...stamps() });
  await qi.addIndex('monthly_investments', ['user_id', 'created_at'], { name: 'monthly_investments_user_idx' });
  await sql('ALTER TABLE monthly_investments ADD CONSTRAINT monthly_investments_amount CHECK (amount > 0)');
  await sql("ALTER TABLE monthly_investments ADD CONSTRAINT monthly_investments_ccy CHECK (ccy ~ '^[A-Z]{3}$')");
  await sql(
    "ALTER TABLE monthly_investments ADD CONSTRAINT monthly_investments_asset_type CHECK (asset_type IN ('STOCK', 'BOND', 'UNIT_TRUST', 'GOLD', 'STRUCTURED_PRODUCT', 'FIXED_DEPOSIT', 'INSURANCE', 'OTHER_INVESTMENT'))",
  );

  await qi.createTable('liabilities', { id: id(), user_id: owner(), name: text(), amount: cents(), ccy: text(), category: text(), ...stamps() });
  await qi.addIndex('liabilities', ['user_id', 'created_at'], { name: 'liabilities_user_idx' });
  await sql('ALTER TABLE liabilities ADD CONSTRAINT liabilities_amount CHECK (amount >= 0)');
  await sql("ALTER TABLE liabilities ADD CONSTRAINT liabilities_ccy CHECK (ccy ~ '^[A-Z]{3}$')");
  await sql("ALTER TABLE liabilities ADD CONSTRAINT liabilities_category CHECK (category IN ('MORTGAGE', 'NON_MORTGAGE'))");

  // One row per resident: the unique user_id is both the upsert's target and the index.
  await qi.createTable('target_monthly_savings', { id: id(), user_id: owner(), amount: cents(), entered_date: { type: DataTypes.DATEONLY, allowNull: false }, ...stamps() });
  await qi.addConstraint('target_monthly_savings', { type: 'unique', fields: ['user_id'], name: 'target_monthly_savings_user_key' });
  await sql('ALTER TABLE target_monthly_savings ADD CONSTRAINT target_monthly_savings_amount CHECK (amount >= 0)');

  await qi.createTable('total_budgets', { id: id(), user_id: owner(), amount: cents(), ...stamps() });
  await qi.addConstraint('total_budgets', { type: 'unique', fields: ['user_id'], name: 'total_budgets_user_key' });
  await sql('ALTER TABLE total_budgets ADD CONSTRAINT total_budgets_amount CHECK (amount >= 0)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['total_budgets', 'target_monthly_savings', 'liabilities', 'monthly_investments', 'loan_repayments', 'expenses']) await qi.dropTable(table);
}
