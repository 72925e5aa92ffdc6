import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import pg from 'pg';
import { startEmbeddedPostgres, stopOrphanedCluster } from '../../../src/platform/db/embedded-postgres.js';
import { isAlive, readPostmasterPid } from '../../../src/platform/db/postmaster-pid.js';

const BASE = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
const EMBEDDED = fileURLToPath(new URL('../../../src/platform/db/embedded-postgres.ts', import.meta.url));

/** Named after this process (test-cluster.ts sweeps what a killed run leaves); readable by the postgres user. */
function clusterDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(BASE, `mmp-test-pg-${process.pid}-${label}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

function exitOf(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve) => child.once('exit', resolve));
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

describe('A postmaster.pid left behind at start-up', function () {
  this.timeout(60_000);
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  after(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('naming a process that is not a postmaster of this folder: never signalled, the pid file set aside, PostgreSQL starts', async () => {
    const dir = clusterDir('stale');
    dirs.push(dir);
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(sleeper);
    let sleeperExited = false;
    sleeper.once('exit', () => (sleeperExited = true));
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${sleeper.pid}\n${dir}\n1795654173\n5999\n/tmp\n127.0.0.1\n  1933  9\nready   \n`);

    expect(stopOrphanedCluster(dir)).to.equal('stale-removed');
    expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).to.equal(false);

    // The same through a whole start, which must not be refused by PostgreSQL's own lock-file check either.
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), `${sleeper.pid}\n${dir}\n1795654173\n5999\n/tmp\n127.0.0.1\n  1933  9\nready   \n`);
    const db = await startEmbeddedPostgres({ dataDir: dir, persistent: true, unsafeFast: true });
    try {
      expect(await selectOne(db.urlFor('postgres'))).to.equal(1);
    } finally {
      await db.stop();
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(sleeperExited).to.equal(false);
    expect(isAlive(sleeper.pid!)).to.equal(true);
  });

  it('naming the postmaster of a cluster whose node process was killed: it is stopped and a new one starts', async () => {
    const dir = clusterDir('orphan');
    dirs.push(dir);
    const script = `import { startEmbeddedPostgres } from ${JSON.stringify(EMBEDDED)};
const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dir)}, persistent: true, unsafeFast: true });
process.stdout.write('ready ' + db.port + '\\n');
setInterval(() => {}, 1000);`;
    const owner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(owner);
    await new Promise<void>((resolve, reject) => {
      owner.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      owner.once('exit', (code) => reject(new Error(`the cluster's owner exited (${code})`)));
    });
    const orphan = readPostmasterPid(dir)!.pid;
    owner.kill('SIGKILL');
    await exitOf(owner);
    expect(isAlive(orphan), 'SIGKILL of its node process leaves the postmaster running').to.equal(true);

    const db = await startEmbeddedPostgres({ dataDir: dir, persistent: true, unsafeFast: true });
    try {
      expect(isAlive(orphan)).to.equal(false);
      expect(readPostmasterPid(dir)!.pid).not.to.equal(orphan);
      expect(await selectOne(db.urlFor('postgres'))).to.equal(1);
    } finally {
      await db.stop();
    }
  });
});
