import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.js';

const devSecrets = () => ({ sessionSecrets: ['generated-session-secret-0123456789abcdef'], nricHashSecret: 'generated-nric-secret-0123456789abcdef01' });

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '1.0.0', devSecrets);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

/** The time limits of docs/operations.md "Time limits": defaults, overrides, and what is refused. */
describe('loadConfig: time limits', () => {
  it('defaults to 10 s statements, 5 s lock waits, 15 s idle transactions, 20 s requests, 60 s imports, 8 waiting writes, 8 s shutdown grace', () => {
    expect(loadConfig({}, '1', devSecrets).timeLimits).to.deep.equal({
      statementMs: 10_000,
      lockMs: 5_000,
      idleInTransactionMs: 15_000,
      requestDeadlineMs: 20_000,
      importDeadlineMs: 60_000,
      residentWriteQueueMax: 8,
      shutdownGraceMs: 8_000,
    });
  });

  it('reads each from its environment variable', () => {
    const config = loadConfig(
      {
        DB_STATEMENT_TIMEOUT_MS: '3000',
        DB_LOCK_TIMEOUT_MS: '1000',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000',
        REQUEST_DEADLINE_MS: '7000',
        IMPORT_REQUEST_DEADLINE_MS: '30000',
        RESIDENT_WRITE_QUEUE_MAX: '0',
        SHUTDOWN_GRACE_MS: '0',
      },
      '1',
      devSecrets,
    );
    expect(config.timeLimits).to.deep.equal({ statementMs: 3000, lockMs: 1000, idleInTransactionMs: 4000, requestDeadlineMs: 7000, importDeadlineMs: 30_000, residentWriteQueueMax: 0, shutdownGraceMs: 0 });
  });

  it('never lets a limit be turned off (PostgreSQL reads 0 as "no limit") or set past ten minutes', () => {
    for (const name of ['DB_STATEMENT_TIMEOUT_MS', 'DB_LOCK_TIMEOUT_MS', 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 'REQUEST_DEADLINE_MS', 'IMPORT_REQUEST_DEADLINE_MS']) {
      expect(problemsOf({ [name]: '0' }), name).to.deep.equal([`${name} must be greater than or equal to 100`]);
      expect(problemsOf({ [name]: '600001' }), name).to.deep.equal([`${name} must be less than or equal to 600000`]);
      expect(problemsOf({ [name]: '1.5s' }), name).to.deep.equal([`${name} must be a number`]);
    }
  });

  it('refuses a negative queue or grace, and a grace past two minutes', () => {
    expect(problemsOf({ RESIDENT_WRITE_QUEUE_MAX: '-1', SHUTDOWN_GRACE_MS: '120001' })).to.deep.equal([
      'RESIDENT_WRITE_QUEUE_MAX must be greater than or equal to 0',
      'SHUTDOWN_GRACE_MS must be less than or equal to 120000',
    ]);
  });
});
