import type { QueryInterface } from 'sequelize';

/** The money tables an import writes into. */
const TABLES = ['incomes', 'loan_repayments', 'liabilities', 'assets', 'cpf_assets'] as const;

/**
 * Where an item came from (issue #5): NULL for what the resident typed; 'MYINFO' or 'BANK' for what an import
 * wrote, with the institution's name, its own id for the item and the date the figure is as of. A re-import
 * replaces the rows of its source and never touches the resident's own (import_source IS NULL).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) {
    await qi.sequelize.query(`ALTER TABLE ${table}
      ADD COLUMN import_source TEXT NULL CONSTRAINT ${table}_import_source CHECK (import_source IN ('MYINFO', 'BANK')),
      ADD COLUMN source_name TEXT NULL,
      ADD COLUMN source_ref TEXT NULL,
      ADD COLUMN as_of TEXT NULL,
      ADD CONSTRAINT ${table}_origin_complete CHECK ((import_source IS NULL) = (source_name IS NULL AND as_of IS NULL))`);
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) {
    await qi.sequelize.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_origin_complete, DROP COLUMN import_source, DROP COLUMN source_name, DROP COLUMN source_ref, DROP COLUMN as_of`);
  }
}
