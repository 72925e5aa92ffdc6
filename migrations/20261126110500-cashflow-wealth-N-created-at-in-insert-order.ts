import type { QueryInterface } from 'sequelize';

/**
 * These lists are read in the order their rows were created (`ORDER BY created_at, id`). `now()` is the start of
 * the transaction, so rows written in one transaction (the import of an export writes all of a resident's items in
 * one: docs/decisions.md "Export and import of one's data") would tie and come back in id order. clock_timestamp()
 * is the moment of each insert, as housing_plans already does.
 */
const TABLES = ['monthly_investments', 'liabilities', 'assets', 'goals'] as const;

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) await qi.sequelize.query(`ALTER TABLE ${table} ALTER COLUMN created_at SET DEFAULT clock_timestamp()`);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) await qi.sequelize.query(`ALTER TABLE ${table} ALTER COLUMN created_at SET DEFAULT now()`);
}
