import type { Sequelize, Transaction } from 'sequelize';

/**
 * Makes one resident's writes to `table` run one after the other until `transaction` ends: a transaction-scoped
 * advisory lock on (table, user). Row locks cannot do this when the resident has no rows yet (two first POSTs
 * would both pass the count and duplicate checks).
 */
export async function lockResidentTable(sequelize: Sequelize, transaction: Transaction, table: string, userId: string): Promise<void> {
  await sequelize.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', { bind: [table, userId], transaction });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the path: anything that is not a uuid cannot be a stored id (and must not reach a uuid column). */
export const isUuid = (id: string): boolean => UUID.test(id);
