import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { RequestDeadline, withinDeadline } from '../../../src/platform/db/request-deadline.js';
import type { TestClient } from '../../support/http-client.js';
import { capturedLogger, LEVEL } from '../../support/captured-logs.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { appPerSuite, type TestApp } from '../../support/test-app.js';
import { errorFormatOf, holdIncomeLock, settlesWithin } from './resident-lock-holder.js';

/**
 * Every statement, lock wait and transaction has a time limit, and so has every request (docs/operations.md "Time
 * limits"): a request stuck behind another's lock ends with a 503 in the error format, its transaction rolled back.
 * Each suite sets one limit short and the others long, so the answer's code shows which limit ended the request.
 */
const salary = { name: 'Salary', grossIncome: 650_000, netIncome: 520_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
const bonus = { name: 'Bonus', grossIncome: 100_000, netIncome: null, incomeCurrency: 'SGD', type: 'OTHERS' };
const LONG = '60000';

async function residentWithSalary(t: TestApp, persona = PERSONAS.limYongXiang): Promise<{ client: TestClient; userId: string }> {
  const client = t.client();
  const profile = await signInConsented(client, persona);
  expect((await client.post('/api/v1/income', { incomeList: [salary] })).status).to.equal(200);
  return { client, userId: profile.id as string };
}

async function storedIncomeNames(client: TestClient): Promise<string[]> {
  const res = await client.get('/api/v1/finances');
  expect(res.status, res.text).to.equal(200);
  return (res.body.incomeList as Array<{ name: string }>).map((i) => i.name);
}

describe('Time limits: a lock wait past DB_LOCK_TIMEOUT_MS', function () {
  this.timeout(30_000);
  const logs = capturedLogger('info');
  const t = appPerSuite({ logger: logs.logger, env: { DB_LOCK_TIMEOUT_MS: '300', DB_STATEMENT_TIMEOUT_MS: LONG, REQUEST_DEADLINE_MS: LONG } });

  it('answers the stuck write 503 SERVICE.BUSY in the error format, warns without a stack, and changes nothing', async () => {
    const { client, userId } = await residentWithSalary(t);
    const lock = await holdIncomeLock(t.config.databaseUrl!, userId);
    try {
      const res = await settlesWithin(client.post('/api/v1/income', { incomeList: [bonus] }), 10_000, 'the stuck write');
      expect(res.status, res.text).to.equal(503);
      expect(errorFormatOf(res)).to.include({ code: 'SERVICE.BUSY', errorMessage: 'Your data is busy with another change, so nothing was changed. Try again in a moment.' });

      const lines = logs.lines.filter((line) => line.requestId === res.body.requestId);
      const warning = lines.find((line) => line.msg === 'request stopped by a time limit');
      expect(warning, JSON.stringify(lines)).to.include({ level: LEVEL.warn, code: 'SERVICE.BUSY' });
      expect(warning!.reason).to.equal('canceling statement due to lock timeout');
      expect(JSON.stringify(warning)).not.to.match(/stack|\n\s+at /);
      expect(lines.filter((line) => line.level >= LEVEL.error), 'no error line').to.deep.equal([]);
    } finally {
      await lock.release();
    }
    expect(await storedIncomeNames(client)).to.deep.equal(['Salary']);
  });

  it('sets the three limits on every pooled connection', async () => {
    const settings = await t.app.sequelize.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout') ORDER BY name",
      { type: QueryTypes.SELECT },
    );
    expect(settings).to.deep.equal([
      { name: 'idle_in_transaction_session_timeout', setting: '15000' },
      { name: 'lock_timeout', setting: '300' },
      { name: 'statement_timeout', setting: LONG },
    ]);
  });
});

describe('Time limits: a statement past DB_STATEMENT_TIMEOUT_MS, a transaction idle past DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', function () {
  this.timeout(30_000);
  const t = appPerSuite({ env: { DB_STATEMENT_TIMEOUT_MS: '400', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '400', DB_LOCK_TIMEOUT_MS: LONG, REQUEST_DEADLINE_MS: LONG } });

  it('answers a write whose statement runs too long 503 SERVICE.TIMED_OUT and rolls it back', async () => {
    const { client, userId } = await residentWithSalary(t);
    const lock = await holdIncomeLock(t.config.databaseUrl!, userId);
    try {
      const res = await settlesWithin(client.post('/api/v1/income', { incomeList: [bonus] }), 10_000, 'the stuck write');
      expect(res.status, res.text).to.equal(503);
      expect(errorFormatOf(res)).to.include({ code: 'SERVICE.TIMED_OUT', errorMessage: 'This took too long, so nothing was changed. Try again in a moment.' });
      expect((await lock.appBackends()).filter((b) => b.wait_event_type === 'Lock'), 'nothing of the app still waits').to.deep.equal([]);
    } finally {
      await lock.release();
    }
    expect(await storedIncomeNames(client)).to.deep.equal(['Salary']);
  });

  it('cancels any long statement of the app, request or not', async () => {
    const sleeping = t.app.sequelize.query('SELECT pg_sleep(30)');
    const error = await settlesWithin(sleeping.then(() => null, (err: { parent?: { code?: string } }) => err), 10_000, 'pg_sleep(30)');
    expect(error?.parent?.code).to.equal('57014');
  });

  it('ends a transaction left idle: the server rolls it back and its connection is gone', async () => {
    await t.app.sequelize.query('CREATE TABLE IF NOT EXISTS idle_tx_probe (label TEXT)');
    const transaction = await t.app.sequelize.transaction();
    await t.app.sequelize.query("INSERT INTO idle_tx_probe VALUES ('left idle')", { transaction });
    await new Promise((r) => setTimeout(r, 1_200));
    const next = await t.app.sequelize.query('SELECT 1', { transaction }).then(
      () => 'ran',
      () => 'refused',
    );
    await transaction.rollback().catch(() => undefined);
    expect(next).to.equal('refused');
    expect(await t.app.sequelize.query('SELECT label FROM idle_tx_probe', { type: QueryTypes.SELECT })).to.deep.equal([]);
  });
});

describe('Time limits: the request deadline (REQUEST_DEADLINE_MS)', function () {
  this.timeout(30_000);
  const t = appPerSuite({ env: { REQUEST_DEADLINE_MS: '1000', DB_LOCK_TIMEOUT_MS: LONG, DB_STATEMENT_TIMEOUT_MS: LONG } });

  it('ends a write stuck on a lock at its deadline: its statement cancelled, 503 SERVICE.TIMED_OUT, nothing changed', async () => {
    const { client, userId } = await residentWithSalary(t);
    const lock = await holdIncomeLock(t.config.databaseUrl!, userId);
    try {
      // With only the lock and statement limits (60 s) the write would wait a minute.
      const res = await settlesWithin(client.post('/api/v1/income', { incomeList: [bonus] }), 10_000, 'the stuck write');
      expect(res.status, res.text).to.equal(503);
      expect(errorFormatOf(res)).to.include({ code: 'SERVICE.TIMED_OUT', errorMessage: 'This took too long, so nothing was changed. Try again in a moment.' });
      expect((await lock.appBackends()).filter((b) => b.wait_event_type === 'Lock' || b.state === 'idle in transaction'), 'cancelled and rolled back').to.deep.equal([]);
    } finally {
      await lock.release();
    }
    expect(await storedIncomeNames(client)).to.deep.equal(['Salary']);
  });

  describe('on the app\'s Sequelize', () => {
    before(async () => {
      await t.app.sequelize.query('CREATE TABLE deadline_probe (label TEXT)');
    });
    beforeEach(async () => {
      await t.app.sequelize.query('DELETE FROM deadline_probe');
    });
    const insert = (label: string, transaction?: never) => t.app.sequelize.query('INSERT INTO deadline_probe VALUES ($1)', { bind: [label], transaction });
    const labels = async () => (await t.app.sequelize.query<{ label: string }>('SELECT label FROM deadline_probe ORDER BY label', { type: QueryTypes.SELECT })).map((r) => r.label);

    it('refuses the next statement once the deadline has passed, and the transaction rolls back', async () => {
      const deadline = new RequestDeadline(60_000);
      const work = withinDeadline(deadline, () =>
        t.app.sequelize.transaction(async (transaction) => {
          await insert('before', transaction as never);
          deadline.expire('deadline');
          await insert('after', transaction as never);
        }),
      );
      await work.then(
        () => expect.fail('the statement after the deadline must be refused'),
        (err: Error) => expect(err.name).to.equal('DeadlinePassed'),
      );
      // The statements that come next on the pool (the same connection among them) run: no stray cancel hits them.
      for (let i = 0; i < 20; i++) await t.app.sequelize.query('SELECT 1');
      expect(await labels()).to.deep.equal([]);
      expect(deadline.changedData, 'nothing was committed').to.equal(false);
      // The connection went back clean: no transaction of the app is left open.
      const open = await t.app.sequelize.query("SELECT 1 FROM pg_stat_activity WHERE application_name = 'mymoneyplan' AND state LIKE 'idle in transaction%'", { type: QueryTypes.SELECT });
      expect(open).to.deep.equal([]);
    });

    it('cancels the statement running when the deadline passes, and the next statements on the pool run', async () => {
      const deadline = new RequestDeadline(60_000);
      const sleeping = withinDeadline(deadline, () => t.app.sequelize.query('SELECT pg_sleep(30)'));
      const giveUp = Date.now() + 5_000;
      const running = () => t.app.sequelize.query("SELECT 1 FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)' AND state = 'active'", { type: QueryTypes.SELECT });
      while ((await running()).length === 0 && Date.now() < giveUp) await new Promise((r) => setTimeout(r, 10));
      deadline.expire('deadline');
      const error = await settlesWithin(sleeping.then(() => null, (err: { parent?: { code?: string } }) => err), 5_000, 'the cancelled statement');
      expect(error?.parent?.code).to.equal('57014');
      for (let i = 0; i < 20; i++) await t.app.sequelize.query('SELECT 1');
    });

    it('notes when a request committed something before its deadline passed', async () => {
      const deadline = new RequestDeadline(60_000);
      await withinDeadline(deadline, async () => {
        await t.app.sequelize.query('SELECT 1');
        expect(deadline.changedData, 'a read changes nothing').to.equal(false);
        await t.app.sequelize.transaction(async (transaction) => insert('committed', transaction as never));
      });
      expect(deadline.changedData).to.equal(true);
      expect(await labels()).to.deep.equal(['committed']);
      deadline.dispose();
    });

    it('holds nothing outside a request: work without a deadline runs as before', async () => {
      await insert('no deadline');
      expect(await labels()).to.deep.equal(['no deadline']);
    });
  });
});
