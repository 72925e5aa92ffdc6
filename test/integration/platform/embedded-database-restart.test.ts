import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { loadConfig } from '../../../src/platform/config/config.js';
import { startApplication, type RunningApplication, type StartOptions } from '../../../src/platform/bootstrap.js';
import { isAlive, readPostmasterPid } from '../../../src/platform/db/postmaster-pid.js';
import { TestClient } from '../../support/http-client.js';
import { PERSONAS, signIn } from '../../support/sign-in.js';
import { singpassSandbox, TEST_PUBLIC_URL } from '../../support/test-app.js';

const BASE = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

interface EmbeddedApp {
  app: RunningApplication;
  clusterDir: string;
  fatal: Error[];
  client(): TestClient;
  stop(): Promise<void>;
}

/** The app as `make start` runs it: no DATABASE_URL, so it starts and supervises its own PostgreSQL. */
async function startEmbeddedApp(label: string, options: StartOptions = {}): Promise<EmbeddedApp> {
  const dataDir = fs.mkdtempSync(path.join(BASE, `mmp-test-pg-${process.pid}-${label}-`));
  // The postgres user must reach DATA_DIR/postgres (mkdtemp makes 0700), else the cluster moves to /var/lib.
  fs.chmodSync(dataDir, 0o755);
  const sp = await singpassSandbox();
  // The shared Singpass sandbox knows the relying-party keys kept in its data folder: use the same ones.
  fs.cpSync(path.join(sp.dataDir, 'keys'), path.join(dataDir, 'keys'), { recursive: true });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      PUBLIC_URL: TEST_PUBLIC_URL,
      DATA_DIR: dataDir,
      SESSION_SECRETS: 'test-session-secret-that-is-long-enough-0001',
      NRIC_HASH_SECRET: 'test-nric-hash-secret-that-is-long-enough-01',
      SINGPASS_ISSUER: sp.issuerUrl,
      SINGPASS_CLIENT_ID: 'mymoneyplan-test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    },
    '0.0.0-test',
  );
  const fatal: Error[] = [];
  const app = await startApplication(config, { myinfoSandboxUrl: sp.myinfoBaseUrl, onFatal: (e) => fatal.push(e), ...options });
  return {
    app,
    clusterDir: path.join(dataDir, 'postgres'),
    fatal,
    client: () => new TestClient(app.url, { origin: TEST_PUBLIC_URL }),
    stop: async () => {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Embedded PostgreSQL supervision', function () {
  this.timeout(120_000);
  const apps: EmbeddedApp[] = [];
  after(async () => {
    for (const t of apps) await t.stop();
  });

  it('restarts a killed postmaster on the same port: /ready 503 meanwhile, /health 200, then 200 and data reads and writes', async () => {
    const t = await startEmbeddedApp('supervised');
    apps.push(t);
    const resident = t.client();
    await signIn(resident, PERSONAS.limYongXiang);
    expect((await resident.get('/api/v1/ready')).status).to.equal(200);
    const before = readPostmasterPid(t.clusterDir)!;

    process.kill(before.pid, 'SIGKILL');
    const seen: number[] = [];
    let healthWhileDown = 0;
    for (let i = 0; i < 300; i++) {
      const status = (await resident.get('/api/v1/ready')).status;
      if (seen.at(-1) !== status) seen.push(status);
      if (status === 503 && healthWhileDown === 0) healthWhileDown = (await resident.get('/api/v1/health')).status;
      if (status === 200 && seen.includes(503)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // A pooled connection's backend can answer once more before it notices that its postmaster is gone.
    expect(seen.slice(seen.indexOf(503))).to.deep.equal([503, 200]);
    expect(healthWhileDown).to.equal(200);

    const after = readPostmasterPid(t.clusterDir)!;
    expect(after.pid).not.to.equal(before.pid);
    expect(after.port).to.equal(before.port);
    expect(isAlive(after.pid)).to.equal(true);

    // Read: the session written before the crash survived it. Write: a new sign-in stores a user and a session.
    const again = await resident.get('/api/v1/user');
    expect(again.status, again.text).to.equal(200);
    expect(again.body.name).to.equal('LIM YONG XIANG');
    const other = t.client();
    await signIn(other, PERSONAS.tanHengHuat);
    expect((await other.get('/api/v1/user')).body.name).to.equal('TAN HENG HUAT');
    expect(t.fatal).to.deep.equal([]);
  });

  it('gives up when PostgreSQL cannot come back (its port is taken), reports it once, and still stops cleanly', async () => {
    const t = await startEmbeddedApp('gives-up', { databaseRestartPolicy: { delaysMs: [300, 300], stableAfterMs: 60_000 } });
    apps.push(t);
    const { pid, port } = readPostmasterPid(t.clusterDir)!;
    process.kill(pid, 'SIGKILL');
    // Take its port as soon as it is free, so every restart attempt fails (and hang up on the pool's attempts).
    const squatter = net.createServer((socket) => socket.destroy());
    await until(
      () =>
        new Promise<boolean>((resolve) => {
          squatter.once('error', () => resolve(false));
          squatter.listen(port!, '127.0.0.1', () => resolve(true));
        }),
      5_000,
    );
    try {
      await until(() => t.fatal.length > 0, 20_000);
      expect(t.fatal.map((e) => e.message)).to.deep.equal(['The embedded PostgreSQL could not be restarted after 2 attempt(s).']);
      expect((await t.client().get('/api/v1/ready')).status).to.equal(503);
      await t.app.stop();
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
    expect(readPostmasterPid(t.clusterDir)).to.equal(null);
  });
});
