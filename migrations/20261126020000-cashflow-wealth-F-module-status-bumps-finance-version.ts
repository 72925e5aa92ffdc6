import type { QueryInterface } from 'sequelize';

/**
 * GET /finances and GET /health-check read whether the cashflow and wealth setups are completed (a finished setup
 * with no loans means a debt servicing ratio of 0 %; a finished wealth setup makes the wealth side known:
 * docs/decisions.md "Monthly figures and availability"). Their cached answers are keyed by `finance_versions`, so
 * a module status change must move the resident's counter on too, in the same transaction, like every money table.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(
    'CREATE TRIGGER module_statuses_bump_finance_version AFTER INSERT OR UPDATE OR DELETE ON module_statuses FOR EACH ROW EXECUTE FUNCTION bump_finance_version()',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP TRIGGER IF EXISTS module_statuses_bump_finance_version ON module_statuses');
}
