import type { Sequelize, Transaction } from 'sequelize';

/**
 * The per-resident locks of cashflow and wealth, in the one order a write that takes several must take them
 * (docs/decisions.md "Concurrent writes"). Every write that replaces a list, counts it against a cap or
 * reads-then-writes a resident's one record takes its table's lock first; an import takes the lock of every table
 * it writes. Two writes taking locks in different orders could each hold one and wait for the other (a deadlock),
 * so nothing takes these locks one by one but through `lockResidentTables`, which sorts them into this order.
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
