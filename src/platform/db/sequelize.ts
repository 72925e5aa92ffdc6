import { Sequelize } from 'sequelize';
import pg from 'pg';

// BIGINT (int8) columns hold cents. Parse them to JS numbers: every amount we allow (at most 3e13 cents) is far
// below Number.MAX_SAFE_INTEGER, and the domain guards integers at its edges.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * pg's client with an 'error' listener from birth. A connection PostgreSQL drops (a restart, an administrator
 * ending it) reports an 'error' event; Sequelize listens only once a connection is established and pooled, so a
 * client still connecting, or one whose connection attempt had already timed out, would turn the drop into an
 * uncaught error that ends the process. Its own callbacks and Sequelize's listener still see every error; this one
 * only keeps the process alive (docs/operations.md, database outages). Each pool keeps its live clients, so a
 * shutdown can cut the ones a stuck request never gives back (`closeSequelize`).
 */
function resilientPg(live: Set<pg.Client>) {
  class ResilientClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', () => undefined);
      live.add(this);
      this.once('end', () => live.delete(this));
    }
  }
  return { ...pg, Client: ResilientClient };
}
const liveClients = new WeakMap<Sequelize, Set<pg.Client>>();

/** PostgreSQL's own limits on every pooled connection (docs/operations.md "Time limits"). */
export interface DatabaseTimeLimits {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

export interface SequelizeOptions {
  poolMax?: number;
  logging?: (sql: string) => void;
  /**
   * The server's request pool sets them; migrations and operator commands run without (a migration may rewrite a
   * large table for longer than any request may take).
   */
  timeLimits?: DatabaseTimeLimits;
}

/**
 * One pool per process. `acquire` is short so that while PostgreSQL is down requests fail fast with 503 instead
 * of hanging; the pool opens fresh connections by itself once the server is back. The time limits travel in the
 * connection's start-up packet, so they hold for every statement on it from the first. pg's `query_timeout` is not
 * used: it gives up on the client side and leaves the statement running on the server.
 */
export function createSequelize(url: string, options: SequelizeOptions = {}): Sequelize {
  const live = new Set<pg.Client>();
  const limits = options.timeLimits;
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    dialectModule: resilientPg(live),
    logging: options.logging ?? false,
    pool: { max: options.poolMax ?? 10, min: 0, acquire: 5_000, idle: 10_000, evict: 5_000 },
    dialectOptions: {
      connectionTimeoutMillis: 3_000,
      application_name: 'mymoneyplan',
      ...(limits && { statement_timeout: limits.statementMs, lock_timeout: limits.lockMs, idle_in_transaction_session_timeout: limits.idleInTransactionMs }),
    },
    define: { underscored: true, timestamps: true },
  });
  liveClients.set(sequelize, live);
  return sequelize;
}

/**
 * Closes the pool, waiting at most `withinMs` for connections still lent out. Past that, every connection of this
 * pool is cut (its backend then rolls back whatever transaction it held), so a stuck request cannot keep the
 * process from stopping. Resolves true when the pool closed in time.
 */
export async function closeSequelize(sequelize: Sequelize, withinMs: number): Promise<boolean> {
  const closing = sequelize.close().then(() => true, () => true);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)));
  const inTime = await Promise.race([closing, late]);
  clearTimeout(timer);
  if (inTime) return true;
  for (const client of liveClients.get(sequelize) ?? []) (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  return false;
}

/** Creates the database when it does not exist yet (embedded PostgreSQL starts with only `postgres`). */
export async function ensureDatabaseExists(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
