import type { QueryInterface } from 'sequelize';

/**
 * Enter once (docs/decisions.md "Enter once"): a loan repayment may name the liability it repays, so the pair is
 * offered only once and both lists show the link. A liability is repaid by at most one loan repayment; deleting
 * the liability leaves the repayment, unlinked. That both rows are the same resident's is checked on every write
 * (SaveLoanRepayments), the only way a link is made.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sql = (statement: string) => qi.sequelize.query(statement);
  await sql('ALTER TABLE loan_repayments ADD COLUMN liability_id UUID NULL REFERENCES liabilities(id) ON DELETE SET NULL');
  await sql('CREATE UNIQUE INDEX loan_repayments_liability_idx ON loan_repayments (liability_id) WHERE liability_id IS NOT NULL');
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.sequelize.query('DROP INDEX IF EXISTS loan_repayments_liability_idx');
  await qi.removeColumn('loan_repayments', 'liability_id');
}
