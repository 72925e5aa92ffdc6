import type { QueryInterface } from 'sequelize';

/**
 * The day of transfer and the automatic-transfer status (spec 2 §3 "Target monthly savings": related stored values;
 * spec 3 §3 user-level savings settings; docs/decisions.md "Spec gaps closed"): kept beside the monthly savings they
 * schedule. Both may be absent (a resident who has not said); an automatic transfer needs a day.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (statement: string) => qi.sequelize.query(statement);
  await sql('ALTER TABLE target_monthly_savings ADD COLUMN day_of_transfer SMALLINT NULL, ADD COLUMN automatic_transfer BOOLEAN NULL');
  await sql('ALTER TABLE target_monthly_savings ADD CONSTRAINT target_monthly_savings_day CHECK (day_of_transfer BETWEEN 1 AND 28)');
  await sql('ALTER TABLE target_monthly_savings ADD CONSTRAINT target_monthly_savings_automatic_day CHECK (automatic_transfer IS NOT TRUE OR day_of_transfer IS NOT NULL)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('ALTER TABLE target_monthly_savings DROP COLUMN automatic_transfer, DROP COLUMN day_of_transfer');
}
