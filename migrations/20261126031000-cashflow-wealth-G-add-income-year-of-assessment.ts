import type { QueryInterface } from 'sequelize';

/**
 * An income estimated from a notice of assessment keeps its year of assessment, so the lists can say which notice
 * it came from and suggest updating it once it is more than a year old (docs/decisions.md "Imports reconcile with
 * what the resident typed"). NULL for every other income.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('ALTER TABLE incomes ADD COLUMN year_of_assessment SMALLINT NULL CONSTRAINT incomes_year_of_assessment CHECK (year_of_assessment BETWEEN 1900 AND 2999)');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('ALTER TABLE incomes DROP COLUMN year_of_assessment');
}
