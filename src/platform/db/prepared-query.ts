import type { Sequelize } from 'sequelize';
import { ambientTransaction } from './one-transaction.js';

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[]; rowCount: number | null }>;
}
interface ConnectionManager {
  getConnection(options: { type: 'read' | 'write' }): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

/**
 * Runs one statement as a named prepared statement on a connection from Sequelize's own pool. For the few hot
 * paths (every authenticated request reads its session): PostgreSQL parses and plans a named statement once per
 * connection instead of on every call, and we skip Sequelize's query pipeline. Same pool, same type parsers, same
 * connection errors (so a database outage is still a 503). Values are always bound, never interpolated.
 *
 * PgBouncer in transaction mode must be 1.21+ with `max_prepared_statements` set (docs/operations.md).
 */
export async function preparedQuery<Row>(sequelize: Sequelize, name: string, text: string, values: unknown[]): Promise<Row[]> {
  // Inside one-transaction.ts's transaction: its connection, so the read sees the writes made so far.
  const outer = ambientTransaction() as unknown as { connection?: PgConnection } | undefined;
  if (outer?.connection) return (await outer.connection.query({ name, text, values })).rows as Row[];
  const manager = sequelize.connectionManager as unknown as ConnectionManager;
  const connection = await manager.getConnection({ type: 'write' });
  try {
    const result = await connection.query({ name, text, values });
    return result.rows as Row[];
  } finally {
    await manager.releaseConnection(connection);
  }
}
