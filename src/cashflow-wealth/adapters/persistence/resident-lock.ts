import type { Sequelize, Transaction } from 'sequelize';

/**
 * The per-resident locks of cashflow and wealth, in the one order a write that takes several must take them
 * (docs/decisions.md "Concurrent writes").
 *
 * - Every write to one of these tables takes its table's lock first, before it reads or writes a row: list saves,
 *   creates counted against a cap, the one CPF record, and the edit or delete of a single item too. An import takes
 *   the locks of every table it writes, in this order, through `lockResidentTables` (which sorts them).
 * - Before any row: the first row a transaction writes also locks the resident's `finance_versions` stamp (the
 *   triggers bump it), so a write that held an item's row lock while an import held the stamp and wanted that row
 *   would deadlock. Waiting on the table lock first, holding nothing, it simply runs after the import.
 * - Two writes taking these locks in different orders could each hold one and wait for the other; the fixed order
 *   below rules that out. Nothing takes a lock outside this file's two functions.
 */
export const RESIDENT_LOCK_ORDER = ['incomes', 'expenses', 'loan_repayments', 'monthly_investments', 'liabilities', 'assets', 'cpf_assets'] as const;
export type ResidentLockTable = (typeof RESIDENT_LOCK_ORDER)[number];

/**
 * Makes one resident's writes to the given tables run one after the other until `transaction` ends: a
 * transaction-scoped advisory lock on (table, user) per table, in `RESIDENT_LOCK_ORDER`. Row locks cannot do this
 * when the resident has no rows yet (two first saves would both find nothing stored and both insert).
 */
export async function lockResidentTables(sequelize: Sequelize, transaction: Transaction, tables: readonly ResidentLockTable[], userId: string): Promise<void> {
  for (const table of RESIDENT_LOCK_ORDER.filter((t) => tables.includes(t))) {
    await sequelize.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', { bind: [table, userId], transaction });
  }
}

/** `lockResidentTables` for a write that touches one table. */
export function lockResidentTable(sequelize: Sequelize, transaction: Transaction, table: ResidentLockTable, userId: string): Promise<void> {
  return lockResidentTables(sequelize, transaction, [table], userId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the path: anything that is not a uuid cannot be a stored id (and must not reach a uuid column). */
export const isUuid = (id: string): boolean => UUID.test(id);
