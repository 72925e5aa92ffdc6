import { expect } from 'chai';
import { DEFAULT_APP_CONFIG, parseAppConfig } from '../src/app/app-config';
import { logoutScreenFor } from '../src/identity/logout-reasons';
import { SessionTimer } from '../src/identity/session-timer';
import { formatCountdown, SessionWarningState, warningAnnouncement } from '../src/identity/session-warning';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const flush = () => new Promise((r) => setImmediate(r));

/** A timer on a hand-moved clock, with the warning wired to the state the modal reads. */
function setup(idleLogoutMs?: number) {
  let now = 5_000_000;
  const calls = { refresh: 0, idle: 0, expired: 0, warnings: [] as Array<number | null> };
  const warning = new SessionWarningState();
  const timer = new SessionTimer({
    now: () => now,
    refresh: async () => {
      calls.refresh += 1;
      return 600;
    },
    onIdle: () => (calls.idle += 1),
    onExpired: () => (calls.expired += 1),
    idleLogoutMs,
    onWarningChange: (logoutAt) => {
      calls.warnings.push(logoutAt);
      warning.set(logoutAt);
    },
  });
  return {
    timer,
    calls,
    warning,
    advance: (ms: number) => void (now += ms),
    now: () => now,
  };
}

describe('Idle warning (spec 1 §4 session timing, §9: warning at 5 of 10 idle minutes)', () => {
  it('opens at half the idle limit, not a second before, saying when the sign-out will happen', () => {
    const { timer, calls, warning, advance, now } = setup();
    timer.start(600);
    const startedAt = now();
    advance(5 * MINUTE - SECOND);
    timer.tick();
    expect(warning.isOpen).to.equal(false);
    advance(SECOND);
    timer.tick();
    timer.tick();
    expect(warning.isOpen).to.equal(true);
    expect(warning.logoutAt).to.equal(startedAt + 10 * MINUTE);
    expect(calls.warnings).to.deep.equal([startedAt + 10 * MINUTE]);
  });

  it('follows a configured idle limit (20 s: warning at 10 s, sign-out at 20 s)', () => {
    const { timer, calls, warning, advance } = setup(20 * SECOND);
    timer.start(20);
    advance(9 * SECOND);
    timer.tick();
    expect(warning.isOpen).to.equal(false);
    advance(SECOND);
    timer.tick();
    expect(warning.isOpen).to.equal(true);
    advance(10 * SECOND);
    timer.tick();
    expect(calls.idle).to.equal(1);
    expect(warning.isOpen).to.equal(false);
  });

  it('stays closed for an active resident', async () => {
    const { timer, calls, warning, advance } = setup();
    timer.start(600);
    for (let i = 0; i < 12; i++) {
      advance(4 * MINUTE);
      timer.recordActivity();
      timer.tick();
      await flush();
    }
    expect(calls.warnings).to.deep.equal([]);
    expect(warning.isOpen).to.equal(false);
    expect(calls.idle).to.equal(0);
  });

  it("'Stay logged in' closes it, restarts the idle clock and refreshes the session", async () => {
    const { timer, calls, warning, advance, now } = setup();
    timer.start(600);
    advance(5 * MINUTE);
    timer.tick();
    expect(warning.isOpen).to.equal(true);
    const refreshesBefore = calls.refresh;
    timer.stayActive();
    await flush();
    expect(warning.isOpen).to.equal(false);
    expect(calls.refresh).to.equal(refreshesBefore + 1);
    const answeredAt = now();
    expect(timer.logoutAt()).to.equal(answeredAt + 10 * MINUTE);
    // A full idle limit from the answer, not from the last page event.
    advance(10 * MINUTE - SECOND);
    timer.tick();
    expect(calls.idle).to.equal(0);
    expect(warning.isOpen).to.equal(true);
    advance(SECOND);
    timer.tick();
    expect(calls.idle).to.equal(1);
  });

  it('answering refreshes even right after another refresh (one deliberate click is not throttled)', async () => {
    const { timer, calls, advance } = setup(20 * SECOND);
    timer.start(20);
    advance(10 * SECOND);
    timer.tick(); // warning opens, and with 10 s left the auto-refresh goes out
    await flush();
    const refreshesBefore = calls.refresh;
    advance(2 * SECOND);
    timer.stayActive();
    await flush();
    expect(calls.refresh).to.equal(refreshesBefore + 1);
  });

  it('page events while it is open neither close it nor extend the session: the idle sign-out still comes', () => {
    const { timer, calls, warning, advance } = setup();
    timer.start(600);
    advance(5 * MINUTE);
    timer.tick();
    for (let i = 0; i < 4; i++) {
      advance(MINUTE);
      timer.recordActivity();
      timer.tick();
      expect(warning.isOpen).to.equal(true);
    }
    advance(MINUTE);
    timer.tick();
    expect(calls.idle).to.equal(1);
  });

  it('signs out at the full idle limit when nobody answers, and closes the warning', () => {
    const { timer, calls, warning, advance } = setup();
    timer.start(600);
    advance(5 * MINUTE);
    timer.tick();
    advance(5 * MINUTE);
    timer.tick();
    expect(calls.idle).to.equal(1);
    expect(calls.expired).to.equal(0);
    expect(warning.isOpen).to.equal(false);
    expect(calls.warnings).to.have.length(2);
    expect(calls.warnings[1]).to.equal(null);
  });

  it('closes when the session ends some other way (stop on sign-out)', () => {
    const { timer, warning, advance } = setup();
    timer.start(600);
    advance(6 * MINUTE);
    timer.tick();
    timer.stop();
    expect(warning.isOpen).to.equal(false);
    timer.stayActive(); // a late click after sign-out does nothing
    expect(timer.isRunning).to.equal(false);
  });
});

describe('Idle warning texts', () => {
  it('counts down as m:ss, never below 0:00', () => {
    expect(formatCountdown(5 * MINUTE)).to.equal('5:00');
    expect(formatCountdown(4 * MINUTE + 7 * SECOND)).to.equal('4:07');
    expect(formatCountdown(59_001)).to.equal('1:00');
    expect(formatCountdown(400)).to.equal('0:01');
    expect(formatCountdown(-3 * SECOND)).to.equal('0:00');
  });

  it('announces whole minutes only, so a polite live region speaks at most once a minute', () => {
    expect(warningAnnouncement(5 * MINUTE)).to.equal('You will be logged out within 5 minutes unless you choose to stay logged in.');
    expect(warningAnnouncement(4 * MINUTE + SECOND)).to.equal(warningAnnouncement(5 * MINUTE));
    expect(warningAnnouncement(4 * MINUTE)).to.equal('You will be logged out within 4 minutes unless you choose to stay logged in.');
    expect(warningAnnouncement(MINUTE)).to.equal('You will be logged out within a minute unless you choose to stay logged in.');
    expect(warningAnnouncement(10 * SECOND)).to.equal(warningAnnouncement(MINUTE));
    // One change per minute over the whole warning: 5, 4, 3, 2, then 'a minute'.
    const spoken = new Set<string>();
    for (let ms = 5 * MINUTE; ms > 0; ms -= SECOND) spoken.add(warningAnnouncement(ms));
    expect(spoken.size).to.equal(5);
  });
});

describe('Idle limit from the runtime config', () => {
  it('reads idleTimeoutMs and leavePageWarning, refusing limits under 10 s', () => {
    expect(parseAppConfig('{"idleTimeoutMs":20000,"leavePageWarning":false}')).to.include({ idleTimeoutMs: 20_000, leavePageWarning: false });
    expect(parseAppConfig('{"idleTimeoutMs":5000}').idleTimeoutMs).to.equal(DEFAULT_APP_CONFIG.idleTimeoutMs);
    expect(parseAppConfig('{"idleTimeoutMs":"600000","leavePageWarning":"no"}')).to.include({ idleTimeoutMs: 600_000, leavePageWarning: true });
    expect(DEFAULT_APP_CONFIG).to.include({ idleTimeoutMs: 600_000, leavePageWarning: true });
  });

  it('quotes the configured limit on the /logout inactivity screen', () => {
    expect(logoutScreenFor('inactivity-expired', 15 * MINUTE).body).to.equal(
      'To protect your data, we have logged you out after 15 minutes of inactivity. Please log in again.',
    );
    expect(logoutScreenFor('inactivity-expired', 20 * SECOND).body).to.equal(
      'To protect your data, we have logged you out after 1 minute of inactivity. Please log in again.',
    );
  });
});
