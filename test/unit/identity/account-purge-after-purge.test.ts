import { expect } from 'chai';
import sinon from 'sinon';
import { startAccountPurgeSchedule } from '../../../src/identity/adapters/scheduling/account-purge-schedule.js';
import { PurgeIncomplete } from '../../../src/identity/application/purge-deleted-accounts.js';

class Log {
  errors: string[] = [];
  info() {}
  error(_fields: object, message: string) {
    this.errors.push(message);
  }
}

/** The step the composition root runs after a purge (a forced checkpoint with the embedded PostgreSQL). */
describe('Account purge schedule: the step after a purge', () => {
  let timers: sinon.SinonFakeTimers;
  beforeEach(() => {
    timers = sinon.useFakeTimers();
  });
  afterEach(() => timers.restore());

  async function runOnce(execute: () => Promise<number>, afterPurge: (purged: number) => Promise<void>, logger = new Log()) {
    const schedule = startAccountPurgeSchedule({ purge: { execute }, logger, intervalMinutes: 60, firstRunDelayMs: 10, afterPurge });
    await timers.tickAsync(10);
    await schedule.stop();
    return logger;
  }

  it('runs after a purge that deleted accounts, with how many, and before the run counts as finished', async () => {
    const after = sinon.spy(async (_purged: number) => undefined);
    await runOnce(async () => 2, after);
    expect(after.calledOnceWithExactly(2)).to.equal(true);
  });

  it('does not run when nothing was deleted', async () => {
    const after = sinon.spy(async (_purged: number) => undefined);
    await runOnce(async () => 0, after);
    expect(after.called).to.equal(false);
  });

  it('runs when some accounts were deleted and others failed', async () => {
    const after = sinon.spy(async (_purged: number) => undefined);
    await runOnce(async () => {
      throw new PurgeIncomplete(1, [{ userId: 'u2', error: new Error('lock timeout') }]);
    }, after);
    expect(after.calledOnceWithExactly(1)).to.equal(true);
  });

  it('logs its own failure apart from the purge, which is done', async () => {
    const logger = await runOnce(
      async () => 1,
      async () => {
        throw new Error('must be superuser to do CHECKPOINT');
      },
    );
    expect(logger.errors).to.deep.equal(['account purge: the step after it failed']);
  });
});
