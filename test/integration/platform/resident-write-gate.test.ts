import { expect } from 'chai';
import type { TestClient, TestResponse } from '../../support/http-client.js';
import { PERSONAS, signInConsented, signInOnboarded } from '../../support/sign-in.js';
import { appPerSuite, type TestApp } from '../../support/test-app.js';
import { errorFormatOf, holdIncomeLock, settlesWithin, type LockHolder } from './resident-lock-holder.js';

/**
 * One resident can never hold the whole pool (docs/operations.md "Time limits", the write gate): a resident's
 * writes run one at a time per process, the waiting ones hold no database connection, past the queue's cap a write
 * is answered 429 at once, and reads are never held up. The first write is made stuck for real, on the resident's
 * income lock held by the test's own connection.
 */
const income = (name: string) => ({ incomeList: [{ name, grossIncome: 650_000, netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });

async function resident(t: TestApp, persona: (typeof PERSONAS)[keyof typeof PERSONAS]): Promise<{ client: TestClient; userId: string }> {
  const client = t.client();
  const profile = await signInConsented(client, persona);
  return { client, userId: profile.id as string };
}

/** Starts `count` calls together; `settled` lists the answers in the order they came in. */
function fire(count: number, call: (i: number) => Promise<TestResponse>) {
  const settled: TestResponse[] = [];
  const answers = Array.from({ length: count }, (_, i) =>
    call(i).then((res) => {
      settled.push(res);
      return res;
    }),
  );
  return { answers, settled };
}

async function until(condition: () => boolean, withinMs: number, what: string): Promise<void> {
  const giveUp = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > giveUp) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const expectTooManyChanges = (res: TestResponse) => {
  expect(res.status, res.text).to.equal(429);
  expect(errorFormatOf(res)).to.include({ code: 'REQUEST.TOO_MANY_CHANGES', errorMessage: 'Several of your changes are still being saved. Wait for them to finish, then try again.' });
  expect(res.headers.get('retry-after')).to.equal('1');
};

describe('The resident write gate', function () {
  this.timeout(60_000);
  // Lock and statement limits long, the deadline long enough for the test to release the lock first.
  const t = appPerSuite({ env: { RESIDENT_WRITE_QUEUE_MAX: '2', REQUEST_DEADLINE_MS: '20000', DB_LOCK_TIMEOUT_MS: '60000', DB_STATEMENT_TIMEOUT_MS: '60000' } });
  let lock: LockHolder | undefined;
  afterEach(async () => {
    await lock?.release();
    lock = undefined;
  });

  it('runs a resident\'s writes one at a time: the waiting hold no connection, past the queue 429 at once, the rest finish in turn', async () => {
    const a = await resident(t, PERSONAS.limYongXiang);
    lock = await holdIncomeLock(t.config.databaseUrl!, a.userId);
    // One runs (stuck on the lock), two wait their turn, three are refused: whatever order they arrive in.
    const writes = fire(6, (i) => a.client.post('/api/v1/income', income(`Job ${i}`)));
    await lock.untilWaiting(1);
    await until(() => writes.settled.length >= 3, 10_000, 'three refusals');
    for (const res of writes.settled) expectTooManyChanges(res);
    const backends = await lock.appBackends();
    expect(backends.filter((b) => b.wait_event_type === 'Lock'), 'one write on the database, the others wait without a connection').to.have.length(1);
    expect(backends.filter((b) => b.state === 'active'), JSON.stringify(backends)).to.have.length(1);

    await lock.release();
    lock = undefined;
    const answers = await settlesWithin(Promise.all(writes.answers), 15_000, 'the queued writes');
    const saved = answers.filter((res) => res.status === 200);
    expect(saved, answers.map((r) => `${r.status} ${r.text}`).join('\n')).to.have.length(3);
    expect(answers.filter((res) => res.status === 429)).to.have.length(3);
    const finances = await a.client.get('/api/v1/finances');
    expect(finances.body.incomeList, 'the last write admitted wins, one item').to.have.length(1);
  });

  it('keeps other residents, the resident\'s own reads and /ready answering while one resident has more writes stuck than the pool has connections', async () => {
    const a = await resident(t, PERSONAS.tanHengHuat);
    const b = await resident(t, PERSONAS.bernardWong);
    lock = await holdIncomeLock(t.config.databaseUrl!, a.userId);
    // Twelve writes at once: without the gate each would take one of the pool's ten connections to wait on the lock.
    const writes = fire(12, (i) => a.client.post('/api/v1/income', income(`Job ${i}`)));
    await lock.untilWaiting(1);
    await until(() => writes.settled.length >= 9, 10_000, 'nine refusals');
    for (const res of writes.settled) expectTooManyChanges(res);

    const others = {
      'another resident\'s read': b.client.get('/api/v1/finances'),
      'another resident\'s write': b.client.post('/api/v1/income', income('Other job')),
      'the stuck resident\'s own read': a.client.get('/api/v1/finances'),
      '/ready': b.client.get('/api/v1/ready'),
    };
    for (const [what, call] of Object.entries(others)) {
      const res = await settlesWithin(call, 4_000, what);
      expect(res.status, `${what}: ${res.text}`).to.equal(200);
    }
    expect((await lock.appBackends()).filter((b) => b.wait_event_type === 'Lock')).to.have.length(1);

    await lock.release();
    lock = undefined;
    const answers = await settlesWithin(Promise.all(writes.answers), 15_000, 'the queued writes');
    expect(answers.filter((res) => res.status === 200)).to.have.length(3);
  });
});

describe('The resident write gate: a write waiting its turn past its deadline', function () {
  this.timeout(60_000);
  // Imports get a longer deadline (IMPORT_REQUEST_DEADLINE_MS) than other calls.
  const t = appPerSuite({ env: { RESIDENT_WRITE_QUEUE_MAX: '8', REQUEST_DEADLINE_MS: '1500', IMPORT_REQUEST_DEADLINE_MS: '60000', DB_LOCK_TIMEOUT_MS: '60000', DB_STATEMENT_TIMEOUT_MS: '60000' } });

  it('gives up at its own deadline with 503 SERVICE.TIMED_OUT while the import ahead of it, with its longer deadline, still runs', async () => {
    const client = t.client();
    const profile = await signInOnboarded(client, PERSONAS.limYongXiang);
    expect((await client.post('/api/v1/income', income('Salary'))).status).to.equal(200);
    const exported = await client.get('/api/v1/export');
    expect(exported.status, exported.text).to.equal(200);
    const lock = await holdIncomeLock(t.config.databaseUrl!, profile.id as string);
    try {
      const importing = client.post('/api/v1/import?mode=apply', exported.body);
      await lock.untilWaiting(1);
      const waiting = await settlesWithin(client.post('/api/v1/income', income('Second job')), 10_000, 'the waiting write');
      expect(waiting.status, waiting.text).to.equal(503);
      expect(errorFormatOf(waiting)).to.include({ code: 'SERVICE.TIMED_OUT', errorMessage: 'This took too long, so nothing was changed. Try again in a moment.' });
      expect((await lock.appBackends()).filter((b) => b.wait_event_type === 'Lock'), 'the import still waits on the lock').to.have.length(1);

      await lock.release();
      const imported = await settlesWithin(importing, 15_000, 'the import');
      expect(imported.status, imported.text).to.equal(200);
    } finally {
      await lock.release();
    }
    const finances = await client.get('/api/v1/finances');
    expect(finances.body.incomeList.map((i: { name: string }) => i.name)).to.deep.equal(['Salary']);
  });
});
