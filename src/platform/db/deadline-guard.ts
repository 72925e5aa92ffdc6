import type { Sequelize } from 'sequelize';
import { ambientTransaction } from './one-transaction.js';
import { sendCancelRequest, type CancellableClient } from './cancel-request.js';
import { currentDeadline, type RequestDeadline } from './request-deadline.js';

/** Delivers a cancel to the backend of `connection` (tests slow it down to see what a late one would hit). */
type Cancel = (connection: CancellableClient) => Promise<unknown>;
type QueryOptions = { transaction?: unknown; completesTransaction?: boolean } | undefined;
type QueryFn = (sql: unknown, options?: QueryOptions) => Promise<unknown>;
interface ConnectionManager {
  getConnection(options?: unknown): Promise<CancellableClient>;
  releaseConnection(connection: CancellableClient): Promise<void> | void;
  destroyConnection(connection: CancellableClient): Promise<void>;
}

const guarded = new WeakSet<Sequelize>();
/** Which request holds a pooled connection right now. */
const holder = new WeakMap<CancellableClient, RequestDeadline>();
const held = new WeakMap<RequestDeadline, Set<CancellableClient>>();
/** Cancels on their way to a connection's backend: it goes back to the pool only once they arrived. */
const cancelling = new WeakMap<CancellableClient, Promise<unknown>>();

const READS = /^\s*(SELECT|SHOW)\b/i;
const COMMIT = /^\s*COMMIT\b/i;
const sqlText = (sql: unknown): string => (typeof sql === 'string' ? sql : String((sql as { query?: string })?.query ?? ''));

/**
 * Holds every statement of a request to its deadline (docs/operations.md "Time limits"), on this Sequelize only:
 * - past the deadline a statement is refused before it reaches a connection (`DeadlinePassed`), so the work stops
 *   at its next statement and its transaction rolls back; COMMIT and ROLLBACK still run, so the connection goes
 *   back to the pool clean;
 * - when the deadline passes, the statements the request is running are cancelled (`sendCancelRequest`), so a
 *   statement waiting on a lock ends then, not at `lock_timeout` or `statement_timeout`; a connection with a cancel
 *   on its way goes back to the pool only once it has arrived, so it never hits another request's statement;
 * - it notes when the request has committed something, for the answer's wording.
 * Outside a request (start-up, schedules, scripts) nothing changes. Installed once, before `one-transaction.ts`
 * wraps the same methods (that wrapper then adds the ambient transaction before this one sees the statement).
 */
export function enforceRequestDeadlines(sequelize: Sequelize, seams: { cancel?: Cancel } = {}): void {
  if (guarded.has(sequelize)) return;
  guarded.add(sequelize);
  const target = sequelize as unknown as { query: QueryFn };
  const query = target.query.bind(sequelize);
  target.query = (sql, options) => {
    const deadline = currentDeadline();
    if (!deadline) return query(sql, options);
    if (deadline.expired && !options?.completesTransaction) return Promise.reject(deadline.error());
    const running = query(sql, options);
    if (mayChangeData(sql, options)) running.then(() => (deadline.changedData = true), () => undefined);
    return running;
  };
  trackConnections(sequelize.connectionManager as unknown as ConnectionManager, seams.cancel ?? sendCancelRequest);
}

/** A COMMIT, or a statement other than a read outside any transaction (it commits by itself). */
function mayChangeData(sql: unknown, options: QueryOptions): boolean {
  const text = sqlText(sql);
  if (options?.completesTransaction) return COMMIT.test(text);
  return !options?.transaction && !ambientTransaction() && !READS.test(text);
}

/** Records which request holds which connection, and refuses to hand one to a request whose time is up. */
function trackConnections(manager: ConnectionManager, cancel: Cancel): void {
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const destroyConnection = manager.destroyConnection.bind(manager);
  manager.getConnection = async (options) => {
    const deadline = currentDeadline();
    if (deadline?.expired) throw deadline.error();
    const connection = await getConnection(options);
    if (!deadline) return connection;
    // The wait for a free connection may have outlasted the deadline: give it back unused.
    if (deadline.expired) {
      await releaseConnection(connection);
      throw deadline.error();
    }
    hold(deadline, connection, cancel);
    return connection;
  };
  manager.releaseConnection = (connection) => {
    letGo(connection);
    // A cancel still travelling could otherwise hit the next request's statement on this connection. Once it has
    // arrived, a backend that is between statements has ignored it.
    const pending = cancelling.get(connection);
    if (pending) return void pending.then(() => releaseConnection(connection));
    return releaseConnection(connection);
  };
  manager.destroyConnection = (connection) => {
    letGo(connection);
    return destroyConnection(connection);
  };
}

function hold(deadline: RequestDeadline, connection: CancellableClient, cancel: Cancel): void {
  holder.set(connection, deadline);
  let connections = held.get(deadline);
  if (!connections) {
    const mine = new Set<CancellableClient>();
    held.set(deadline, (connections = mine));
    deadline.onExpire(() => {
      // Only statements running now: a request between statements is stopped by the refusal of its next one.
      for (const connection of mine) {
        if (holder.get(connection) !== deadline || !runsAStatement(connection)) continue;
        const sent = cancel(connection).finally(() => cancelling.delete(connection));
        cancelling.set(connection, sent);
      }
    });
  }
  connections.add(connection);
}

function letGo(connection: CancellableClient): void {
  const deadline = holder.get(connection);
  if (!deadline) return;
  holder.delete(connection);
  held.get(deadline)?.delete(connection);
}

/** Whether pg has a statement of this connection in flight or queued; when its internals are unknown, assume so. */
function runsAStatement(connection: CancellableClient): boolean {
  const client = connection as { _getActiveQuery?: () => unknown; _queryQueue?: unknown[] };
  if (typeof client._getActiveQuery !== 'function') return true;
  return client._getActiveQuery() != null || (client._queryQueue?.length ?? 0) > 0;
}
