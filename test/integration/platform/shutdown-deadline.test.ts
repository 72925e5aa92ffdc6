import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { loadConfig } from '../../../src/platform/config/config.js';
import { startApplication } from '../../../src/platform/bootstrap.js';
import { isAlive, readPostmasterPid } from '../../../src/platform/db/postmaster-pid.js';
import { TestClient, type TestResponse } from '../../support/http-client.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { singpassSandbox, startTestApp, TEST_PUBLIC_URL } from '../../support/test-app.js';
import { errorFormatOf, holdIncomeLock, settlesWithin } from './resident-lock-holder.js';

/**
 * Shutdown with a deadline (docs/operations.md "Shutdown"): requests in flight get SHUTDOWN_GRACE_MS, then what
 * still runs is stopped (statements cancelled, transactions rolled back, 503), the pool closes and the process can
 * exit, however long another connection holds the lock a request waits on. Lock, statement and request limits are
 * set long here, so only the shutdown can end the stuck request.
 */
const GRACE_MS = 1_000;
/** A liveness bound on stop(): the grace, then the cut (1 s), the pool (1 s) and the rest, with room to spare. */
const STOP_BOUND_MS = GRACE_MS + 5_000;
const LONG_LIMITS = { SHUTDOWN_GRACE_MS: String(GRACE_MS), REQUEST_DEADLINE_MS: '60000', DB_LOCK_TIMEOUT_MS: '60000', DB_STATEMENT_TIMEOUT_MS: '60000' };
const income = (name: string) => ({ incomeList: [{ name, grossIncome: 650_000, netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });

/** The answer, or the connection closing without one (which the rule also allows). */
const answerOrClosed = (call: Promise<TestResponse>) => call.then((res) => res, () => 'connection closed' as const);

const expectStopping = (res: TestResponse | 'connection closed', what: string) => {
  expect(res, what).not.to.equal('connection closed');
  const answer = res as TestResponse;
  expect(answer.status, `${what}: ${answer.text}`).to.equal(503);
  expect(errorFormatOf(answer)).to.include({ code: 'SERVICE.STOPPING', errorMessage: 'The service is restarting, so nothing was changed. Try again in a moment.' });
};

describe('Shutdown with a deadline', function () {
  this.timeout(60_000);

  it('stops a request stuck on a lock once the grace period is over: 503, no backend of the app left, nothing changed', async () => {
    const t = await startTestApp({ env: LONG_LIMITS });
    const client = t.client();
    const profile = await signInConsented(client, PERSONAS.limYongXiang);
    expect((await client.post('/api/v1/income', income('Salary'))).status).to.equal(200);
    const lock = await holdIncomeLock(t.config.databaseUrl!, profile.id as string);
    try {
      const stuck = answerOrClosed(client.post('/api/v1/income', income('Stuck')));
      await lock.untilWaiting(1);
      const waitingItsTurn = answerOrClosed(client.post('/api/v1/income', income('Waiting')));
      await new Promise((r) => setTimeout(r, 100));

      await settlesWithin(t.stop(), STOP_BOUND_MS, 'stop()');
      expectStopping(await stuck, 'the write stuck on the lock');
      expectStopping(await waitingItsTurn, 'the write waiting its turn');
      expect(await lock.appBackends(), 'every backend of the app is gone, the lock still held').to.deep.equal([]);
    } finally {
      await lock.release();
    }
    const check = await startTestApp({ databaseUrl: t.config.databaseUrl! });
    try {
      const again = check.client();
      await signInConsented(again, PERSONAS.limYongXiang);
      const finances = await again.get('/api/v1/finances');
      expect(finances.body.incomeList.map((i: { name: string }) => i.name)).to.deep.equal(['Salary']);
    } finally {
      await check.stop();
    }
  });

  it('lets a request that finishes within the grace period answer as usual', async () => {
    const t = await startTestApp({ env: { ...LONG_LIMITS, SHUTDOWN_GRACE_MS: '5000' } });
    const client = t.client();
    const profile = await signInConsented(client, PERSONAS.limYongXiang);
    const lock = await holdIncomeLock(t.config.databaseUrl!, profile.id as string);
    let stopping: Promise<void> | undefined;
    try {
      const write = client.post('/api/v1/income', income('Salary'));
      await lock.untilWaiting(1);
      stopping = t.stop();
      await new Promise((r) => setTimeout(r, 300));
      await lock.release();
      const res = await settlesWithin(write, 5_000, 'the write');
      expect(res.status, res.text).to.equal(200);
      expect(res.body.incomeList.map((i: { name: string }) => i.name)).to.deep.equal(['Salary']);
    } finally {
      await lock.release();
      await settlesWithin(stopping ?? t.stop(), 10_000, 'stop()');
    }
  });

  it('with the embedded PostgreSQL: stop() ends within its bound and the postmaster is gone', async function () {
    this.timeout(120_000);
    const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
    const dataDir = fs.mkdtempSync(path.join(base, `mmp-test-pg-${process.pid}-shutdown-`));
    // The postgres user must reach DATA_DIR/postgres (mkdtemp makes 0700), else the cluster moves to /var/lib.
    fs.chmodSync(dataDir, 0o755);
    const sp = await singpassSandbox();
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
        ...LONG_LIMITS,
      },
      '0.0.0-test',
    );
    const app = await startApplication(config, { myinfoSandboxUrl: sp.myinfoBaseUrl });
    const clusterDir = path.join(dataDir, 'postgres');
    try {
      const postmaster = readPostmasterPid(clusterDir);
      expect(postmaster && isAlive(postmaster.pid), 'the embedded PostgreSQL runs').to.equal(true);
      const client = new TestClient(app.url, { origin: TEST_PUBLIC_URL });
      const profile = await signInConsented(client, PERSONAS.limYongXiang);
      const db = app.sequelize.config;
      const url = `postgres://${db.username}:${db.password}@${db.host}:${db.port}/${db.database}`;
      const lock = await holdIncomeLock(url, profile.id as string);
      try {
        const stuck = answerOrClosed(client.post('/api/v1/income', income('Stuck')));
        await lock.untilWaiting(1);
        await settlesWithin(app.stop(), STOP_BOUND_MS, 'stop()');
        expectStopping(await stuck, 'the write stuck on the lock');
        expect(isAlive(postmaster!.pid), 'the postmaster stopped').to.equal(false);
      } finally {
        await lock.release();
      }
    } finally {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
