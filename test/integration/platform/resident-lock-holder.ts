import pg from 'pg';
import type { TestResponse } from '../../support/http-client.js';

/**
 * What the time-limit suites need to make a request stuck for real: a separate connection that takes the same
 * transaction-scoped advisory lock an income save takes first (src/cashflow-wealth/adapters/persistence/
 * resident-lock.ts), so the resident's POST /income waits on it inside its transaction, and a view of the app's
 * own backends in pg_stat_activity (application_name 'mymoneyplan').
 */
export interface LockHolder {
  /** The app's backends in this database (never this connection): their state and what they wait on. */
  appBackends(): Promise<Array<{ pid: number; state: string | null; wait_event_type: string | null }>>;
  /** Resolves once `count` of the app's backends wait on a lock (rejects after `withinMs`). */
  untilWaiting(count: number, withinMs?: number): Promise<void>;
  /** Ends the transaction, freeing the lock, and closes the connection. */
  release(): Promise<void>;
}

export async function holdIncomeLock(databaseUrl: string, userId: string): Promise<LockHolder> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'time-limits-test' });
  // A fast shutdown of an embedded PostgreSQL ends this connection too.
  client.on('error', () => undefined);
  await client.connect();
  await client.query('BEGIN');
  await client.query("SELECT pg_advisory_xact_lock(hashtext('incomes'), hashtext($1))", [userId]);
  const appBackends = async () => {
    // Inside a transaction pg_stat_activity keeps the snapshot of its first read: take a fresh one each time.
    await client.query('SELECT pg_stat_clear_snapshot()');
    return (
      await client.query<{ pid: number; state: string | null; wait_event_type: string | null }>(
        "SELECT pid, state, wait_event_type FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'mymoneyplan' AND pid <> pg_backend_pid()",
      )
    ).rows;
  };
  return {
    appBackends,
    untilWaiting: async (count, withinMs = 10_000) => {
      const giveUp = Date.now() + withinMs;
      for (;;) {
        const waiting = (await appBackends()).filter((b) => b.wait_event_type === 'Lock').length;
        if (waiting >= count) return;
        if (Date.now() > giveUp) throw new Error(`expected ${count} of the app's backends waiting on a lock, saw ${waiting}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    release: async () => {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}

/** A liveness bound, not a speed measurement: `promise` must settle before `ms`, else the test fails naming `what`. */
export function settlesWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The error format of docs/api.md: exactly these keys, the request id the response header carries. */
export function errorFormatOf(res: TestResponse): { errorMessage: string; code: string; requestId: string } {
  const body = res.body as { errorMessage: string; code: string; requestId: string };
  if (Object.keys(body).sort().join() !== 'code,errorMessage,requestId') throw new Error(`not the error format: ${res.text}`);
  if (body.requestId !== res.headers.get('x-request-id')) throw new Error(`requestId ${body.requestId} is not the response's ${res.headers.get('x-request-id')}`);
  return body;
}
