import { DataTypes } from 'sequelize';
import type { QueryInterface } from 'sequelize';

/** Every table GET /finances and GET /health-check read for one resident. */
const RESIDENT_TABLES = [
  'incomes',
  'estimated_monthly_expenses',
  'expenses',
  'loan_repayments',
  'monthly_investments',
  'liabilities',
  'target_monthly_savings',
  'total_budgets',
  'assets',
  'cpf_assets',
] as const;

/**
 * Version counters that let a server keep a resident's dashboard reads in memory and still never answer stale
 * data, on one machine or many: `finance_versions` (one per resident) moves on with every row written to their
 * money tables, `fx_rates_version` (one row) with every change of the exchange rates. Triggers, not application
 * code, bump them, in the same transaction as the write: no writer (a use case, a later data import, an operator
 * with psql) can forget, and a reader that sees the new version also sees the new rows.
 *
 * On DELETE the trigger only updates: an account purge cascades deletes after the resident's row is gone, and an
 * insert would then break the foreign key. Every resident who already exists gets a row here, so a delete always
 * finds one.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('finance_versions', {
    user_id: { type: DataTypes.UUID, primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    version: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
  });
  await qi.sequelize.query('INSERT INTO finance_versions (user_id, version) SELECT id, 0 FROM users');
  await qi.createTable('fx_rates_version', {
    id: { type: DataTypes.SMALLINT, primaryKey: true, defaultValue: 1 },
    version: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
  });
  await qi.sequelize.query('ALTER TABLE fx_rates_version ADD CONSTRAINT fx_rates_version_one_row CHECK (id = 1)');
  await qi.sequelize.query('INSERT INTO fx_rates_version (id, version) VALUES (1, 0)');

  await qi.sequelize.query(`
    CREATE FUNCTION bump_finance_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        UPDATE finance_versions SET version = version + 1 WHERE user_id = OLD.user_id;
      ELSE
        INSERT INTO finance_versions (user_id, version) VALUES (NEW.user_id, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = finance_versions.version + 1;
      END IF;
      RETURN NULL;
    END $$`);
  for (const table of RESIDENT_TABLES) {
    await qi.sequelize.query(`CREATE TRIGGER ${table}_bump_finance_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION bump_finance_version()`);
  }
  await qi.sequelize.query(`
    CREATE FUNCTION bump_fx_rates_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE fx_rates_version SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`);
  await qi.sequelize.query('CREATE TRIGGER fx_rates_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fx_rates FOR EACH STATEMENT EXECUTE FUNCTION bump_fx_rates_version()');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP TRIGGER IF EXISTS fx_rates_bump_version ON fx_rates');
  await qi.sequelize.query('DROP FUNCTION IF EXISTS bump_fx_rates_version()');
  for (const table of RESIDENT_TABLES) await qi.sequelize.query(`DROP TRIGGER IF EXISTS ${table}_bump_finance_version ON ${table}`);
  await qi.sequelize.query('DROP FUNCTION IF EXISTS bump_finance_version()');
  await qi.dropTable('fx_rates_version');
  await qi.dropTable('finance_versions');
}
