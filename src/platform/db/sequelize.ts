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
 * only keeps the process alive (docs/operations.md, database outages).
 */
class ResilientClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}
const resilientPg = { ...pg, Client: ResilientClient };

export interface SequelizeOptions {
  poolMax?: number;
  logging?: (sql: string) => void;
}

/**
 * One pool per process. `acquire` is short so that while PostgreSQL is down requests fail fast with 503 instead
 * of hanging; the pool opens fresh connections by itself once the server is back.
 */
export function createSequelize(url: string, options: SequelizeOptions = {}): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    dialectModule: resilientPg,
    logging: options.logging ?? false,
    pool: { max: options.poolMax ?? 10, min: 0, acquire: 5_000, idle: 10_000, evict: 5_000 },
    dialectOptions: { connectionTimeoutMillis: 3_000, application_name: 'mymoneyplan' },
    define: { underscored: true, timestamps: true },
  });
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
