import { AsyncLocalStorage } from 'node:async_hooks';
import type { Sequelize, Transaction, TransactionOptions } from 'sequelize';

/**
 * One transaction around the writes of several contexts (docs/decisions.md "Export and import of one's data"):
 * every repository opens its own `sequelize.transaction(...)` and runs its statements with it. Inside
 * {@link inOneTransaction} those nested transactions run in the one outer transaction itself (same connection), and
 * a statement run without a transaction runs in it too, so reads see the writes made so far and an error anywhere
 * rolls back everything. Outside it nothing changes: one AsyncLocalStorage lookup per call.
 *
 * Not savepoints: Sequelize never releases a nested transaction's savepoint, so an import of a thousand items
 * nested a thousand subtransactions, and every statement's visibility checks then walked them all (the apply grew
 * with the square of the file: docs/decisions.md "Every list has a cap"). Nothing inside needs a partial rollback:
 * a refusal anywhere rolls the whole unit back.
 */
const ambient = new AsyncLocalStorage<Transaction>();
const joined = new WeakSet<Sequelize>();

type QueryFn = (sql: unknown, options?: { transaction?: Transaction | null }) => Promise<unknown>;
type TransactionFn = (options?: TransactionOptions | ((t: Transaction) => Promise<unknown>), work?: (t: Transaction) => Promise<unknown>) => Promise<unknown>;

/** The transaction of the {@link inOneTransaction} running now, if any (prepared-query.ts runs on its connection). */
export const ambientTransaction = (): Transaction | undefined => ambient.getStore();

/** Makes `sequelize` join the ambient transaction of {@link inOneTransaction}; done once per instance. */
export function joinAmbientTransactions(sequelize: Sequelize): void {
  if (joined.has(sequelize)) return;
  joined.add(sequelize);
  const target = sequelize as unknown as { query: QueryFn; transaction: TransactionFn };
  const query = target.query.bind(sequelize);
  const transaction = target.transaction.bind(sequelize);
  target.query = (sql, options) => {
    const outer = ambient.getStore();
    return outer && options?.transaction === undefined ? query(sql, { ...options, transaction: outer }) : query(sql, options);
  };
  target.transaction = (optionsOrWork, work) => {
    const outer = ambient.getStore();
    if (!outer) return transaction(optionsOrWork, work);
    const callback = typeof optionsOrWork === 'function' ? optionsOrWork : work;
    // A managed nested transaction is the outer one; an unmanaged one (no callback) is not used inside.
    return callback ? callback(outer) : transaction(optionsOrWork, work);
  };
}

/**
 * Runs `work` in ONE transaction of `sequelize`: committed when it resolves, rolled back when it throws (the error
 * goes on to the caller). Writes through any repository built on the same instance join it. With `rollBack`, the
 * transaction is rolled back even when `work` resolves: a dry run of writes, whose rules all ran (an import's
 * preview: docs/decisions.md "Export and import of one's data").
 */
export async function inOneTransaction<T>(sequelize: Sequelize, work: () => Promise<T>, options: { rollBack?: boolean } = {}): Promise<T> {
  joinAmbientTransactions(sequelize);
  if (ambient.getStore()) {
    if (options.rollBack) throw new Error('a dry run cannot join a transaction that commits');
    return work();
  }
  const outer = await sequelize.transaction();
  try {
    const result = await ambient.run(outer, work);
    await (options.rollBack ? outer.rollback() : outer.commit());
    return result;
  } catch (error) {
    await outer.rollback().catch(() => undefined);
    throw error;
  }
}
