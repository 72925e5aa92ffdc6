import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../src/platform/config/config.js';
import { inactivityMessage, inactivityMinutes } from '../../../src/shared-kernel/session-timing.js';

const devSecrets = () => ({ sessionSecrets: ['generated-session-secret-0123456789abcdef'], nricHashSecret: 'generated-nric-secret-0123456789abcdef01' });

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '1', devSecrets);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('Session settings in the configuration (SESSION_IDLE_TIMEOUT_SECONDS, LEAVE_PAGE_WARNING)', () => {
  it('defaults to a 10-minute idle limit and the leave-page warning on (spec 1 §9, §4)', () => {
    const config = loadConfig({}, '1', devSecrets);
    expect(config.sessionIdleTimeoutMs).to.equal(600_000);
    expect(config.leavePageWarning).to.equal(true);
  });

  it('reads both variables', () => {
    const config = loadConfig({ SESSION_IDLE_TIMEOUT_SECONDS: '20', LEAVE_PAGE_WARNING: 'false' }, '1', devSecrets);
    expect(config.sessionIdleTimeoutMs).to.equal(20_000);
    expect(config.leavePageWarning).to.equal(false);
  });

  it('refuses an idle limit below 10 seconds, a fraction or a word, with the variable named', () => {
    expect(problemsOf({ SESSION_IDLE_TIMEOUT_SECONDS: '9' })).to.deep.equal(['SESSION_IDLE_TIMEOUT_SECONDS must be greater than or equal to 10']);
    expect(problemsOf({ SESSION_IDLE_TIMEOUT_SECONDS: '12.5' })).to.deep.equal(['SESSION_IDLE_TIMEOUT_SECONDS must be an integer']);
    expect(problemsOf({ SESSION_IDLE_TIMEOUT_SECONDS: 'ten' })).to.deep.equal(['SESSION_IDLE_TIMEOUT_SECONDS must be a number']);
    expect(problemsOf({ SESSION_IDLE_TIMEOUT_SECONDS: '43201' })).to.deep.equal(['SESSION_IDLE_TIMEOUT_SECONDS must be less than or equal to 43200']);
  });

  it('refuses a LEAVE_PAGE_WARNING that is not a yes/no value', () => {
    expect(problemsOf({ LEAVE_PAGE_WARNING: 'maybe' })).to.deep.equal(['LEAVE_PAGE_WARNING must be a boolean']);
  });
});

describe('inactivityMessage (spec 1 §8)', () => {
  it('quotes the idle limit in whole minutes', () => {
    expect(inactivityMessage()).to.equal('To protect your data, we have logged you out after 10 minutes of inactivity. Please log in again.');
    expect(inactivityMessage(15 * 60_000)).to.equal('To protect your data, we have logged you out after 15 minutes of inactivity. Please log in again.');
  });
  it('rounds to the nearest minute and never says fewer than one', () => {
    expect(inactivityMinutes(89_000)).to.equal(1);
    expect(inactivityMinutes(90_000)).to.equal(2);
    expect(inactivityMinutes(20_000)).to.equal(1);
    expect(inactivityMessage(20_000)).to.equal('To protect your data, we have logged you out after 1 minute of inactivity. Please log in again.');
  });
});
