import { expect } from 'chai';
import sinon from 'sinon';
import { startAccountPurgeSchedule } from '../../../src/identity/adapters/scheduling/account-purge-schedule.js';
import { loadConfig } from '../../../src/platform/config/config.js';
import { DEFAULT_ACCOUNT_DELETION_GRACE_DAYS } from '../../../src/identity/domain/account-lifecycle.js';

class RecordingLogger {
  lines: Array<{ level: 'info' | 'error'; fields: object; message: string }> = [];
  info(fields: object, message: string) {
    this.lines.push({ level: 'info', fields, message });
  }
  error(fields: object, message: string) {
    this.lines.push({ level: 'error', fields, message });
  }
}

describe('Account purge schedule', () => {
  let timers: sinon.SinonFakeTimers;
  beforeEach(() => {
    timers = sinon.useFakeTimers();
  });
  afterEach(() => timers.restore());

  it('runs once shortly after start, then every interval, logging how many accounts it purged', async () => {
    const logger = new RecordingLogger();
    const results = [2, 0, 1];
    let runs = 0;
    const schedule = startAccountPurgeSchedule({ purge: { execute: async () => results[runs++]! }, logger, intervalMinutes: 60, firstRunDelayMs: 15_000 });
    await timers.tickAsync(14_999);
    expect(runs).to.equal(0);
    await timers.tickAsync(1);
    expect(runs).to.equal(1);
    await timers.tickAsync(60 * 60_000);
    await timers.tickAsync(60 * 60_000);
    expect(runs).to.equal(3);
    expect(logger.lines.map((l) => [l.level, l.fields])).to.deep.equal([
      ['info', { purged: 2 }],
      ['info', { purged: 0 }],
      ['info', { purged: 1 }],
    ]);
    await schedule.stop();
    await timers.tickAsync(10 * 60 * 60_000);
    expect(runs).to.equal(3);
  });

  it('logs a failure and keeps going (never throws, never crashes)', async () => {
    const logger = new RecordingLogger();
    let runs = 0;
    const schedule = startAccountPurgeSchedule({
      purge: {
        execute: async () => {
          runs += 1;
          if (runs === 1) throw new Error('database unreachable');
          return 0;
        },
      },
      logger,
      intervalMinutes: 1,
      firstRunDelayMs: 10,
    });
    await timers.tickAsync(10);
    await timers.tickAsync(60_000);
    expect(runs).to.equal(2);
    expect(logger.lines[0]).to.deep.include({ level: 'error', fields: { err: 'database unreachable' }, message: 'account purge failed' });
    expect(logger.lines[1]).to.deep.include({ level: 'info', fields: { purged: 0 } });
    await schedule.stop();
  });

  it('never overlaps runs, and stop() waits for the run in progress', async () => {
    let release!: () => void;
    let runs = 0;
    let finished = false;
    const schedule = startAccountPurgeSchedule({
      purge: {
        execute: () => {
          runs += 1;
          return new Promise<number>((resolve) => {
            release = () => {
              finished = true;
              resolve(0);
            };
          });
        },
      },
      logger: new RecordingLogger(),
      intervalMinutes: 1,
      firstRunDelayMs: 0,
    });
    await timers.tickAsync(0);
    await timers.tickAsync(5 * 60_000); // still running: no second run starts
    expect(runs).to.equal(1);
    const stopped = schedule.stop().then(() => finished);
    release();
    expect(await stopped).to.equal(true);
  });

  it('starts nothing when the interval is 0', async () => {
    let runs = 0;
    const schedule = startAccountPurgeSchedule({ purge: { execute: async () => ++runs }, logger: new RecordingLogger(), intervalMinutes: 0, firstRunDelayMs: 0 });
    await timers.tickAsync(24 * 60 * 60_000);
    expect(runs).to.equal(0);
    await schedule.stop();
  });
});

describe('Account lifecycle configuration', () => {
  const base = { NODE_ENV: 'test', SESSION_SECRETS: 'a-session-secret-that-is-long-enough-0001', NRIC_HASH_SECRET: 'a-nric-hash-secret-that-is-long-enough-01' };

  it('defaults to a 30-day grace period and an hourly purge (no scheduler in tests, which purge by hand)', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ ...base, NODE_ENV }, '1.0.0');
      expect(config.accountDeletionGraceDays).to.equal(30).and.to.equal(DEFAULT_ACCOUNT_DELETION_GRACE_DAYS);
      expect(config.accountPurgeIntervalMinutes, NODE_ENV).to.equal(NODE_ENV === 'test' ? 0 : 60);
    }
    expect(loadConfig({ ...base, ACCOUNT_PURGE_INTERVAL_MINUTES: '5' }, '1.0.0').accountPurgeIntervalMinutes).to.equal(5);
  });

  it('reads ACCOUNT_DELETION_GRACE_DAYS and ACCOUNT_PURGE_INTERVAL_MINUTES (0 allowed for both)', () => {
    const config = loadConfig({ ...base, ACCOUNT_DELETION_GRACE_DAYS: '0', ACCOUNT_PURGE_INTERVAL_MINUTES: '0' }, '1.0.0');
    expect(config).to.include({ accountDeletionGraceDays: 0, accountPurgeIntervalMinutes: 0 });
  });

  it('refuses a negative or fractional grace period and a negative interval', () => {
    for (const env of [{ ACCOUNT_DELETION_GRACE_DAYS: '-1' }, { ACCOUNT_DELETION_GRACE_DAYS: '1.5' }, { ACCOUNT_DELETION_GRACE_DAYS: 'thirty' }, { ACCOUNT_PURGE_INTERVAL_MINUTES: '-5' }]) {
      expect(() => loadConfig({ ...base, ...env }, '1.0.0'), JSON.stringify(env)).to.throw(/ACCOUNT_(DELETION_GRACE_DAYS|PURGE_INTERVAL_MINUTES)/);
    }
  });
});

describe('npm run ops:purge-accounts arguments', () => {
  it('takes no argument but help', async () => {
    const { parsePurgeAccountsArgs } = await import('../../../scripts/lib/purge-accounts-command.js');
    const { UsageError } = await import('../../../scripts/lib/ops-args.js');
    expect(parsePurgeAccountsArgs([])).to.deep.equal({ kind: 'purge' });
    expect(parsePurgeAccountsArgs(['--help'])).to.deep.equal({ kind: 'help' });
    expect(() => parsePurgeAccountsArgs(['--all'])).to.throw(UsageError, 'Unknown option --all.');
    expect(() => parsePurgeAccountsArgs(['now'])).to.throw(UsageError, "Unexpected argument 'now'.");
  });
});
