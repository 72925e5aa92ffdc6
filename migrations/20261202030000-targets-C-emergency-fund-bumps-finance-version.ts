import type { QueryInterface } from 'sequelize';

/**
 * GET /health-check counts what the resident allocated to their emergency fund once it is a target (docs/decisions.md
 * "One emergency fund"). Its cached answer is keyed by `finance_versions`, so a change of the emergency fund must move
 * the resident's counter on too, in the same transaction, like every money table.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query(
    'CREATE TRIGGER emergency_funds_bump_finance_version AFTER INSERT OR UPDATE OR DELETE ON emergency_funds FOR EACH ROW EXECUTE FUNCTION bump_finance_version()',
  );
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP TRIGGER IF EXISTS emergency_funds_bump_finance_version ON emergency_funds');
}
