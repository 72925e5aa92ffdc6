import { expect } from 'chai';
import { SessionTimer } from '../src/identity/session-timer';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

function setup() {
  let now = 1_000_000;
  const calls = { refresh: 0, idle: 0, expired: 0 };
  const timer = new SessionTimer({
    now: () => now,
    refresh: async () => {
      calls.refresh += 1;
      return 600;
    },
    onIdle: () => (calls.idle += 1),
    onExpired: () => (calls.expired += 1),
  });
  const advance = (ms: number) => {
    now += ms;
  };
  return { timer, calls, advance };
}
const flush = () => new Promise((r) => setImmediate(r));

describe('SessionTimer (spec 1 §4 session timing)', () => {
  describe('idle', () => {
    it('signs out after 10 minutes without activity, once', () => {
      const { timer, calls, advance } = setup();
      timer.start(600);
      advance(10 * MINUTE - SECOND);
      timer.tick();
      expect(calls.idle).to.equal(0);
      advance(SECOND);
      timer.tick();
      timer.tick();
      expect(calls.idle).to.equal(1);
      expect(timer.isRunning).to.equal(false);
    });

    it('counts activity, so an active resident stays signed in', async () => {
      const { timer, calls, advance } = setup();
      timer.start(600);
      for (let i = 0; i < 6; i++) {
        advance(3 * MINUTE);
        timer.recordActivity();
        timer.tick();
        await flush();
      }
      expect(calls.idle).to.equal(0);
      expect(calls.expired).to.equal(0);
    });

    it('debounces activity: events within 5 s of the last recorded one do not move the idle clock', () => {
      const { timer, calls, advance } = setup();
      timer.start(600);
      advance(4 * SECOND);
      timer.recordActivity(); // ignored: 4 s after start
      advance(10 * MINUTE - 4 * SECOND);
      timer.tick();
      expect(calls.idle).to.equal(1);
    });
  });

  describe('refresh', () => {
    it('does not refresh on activity while more than 5 minutes remain', async () => {
      const { timer, calls, advance } = setup();
      timer.start(600);
      advance(4 * MINUTE);
      timer.recordActivity();
      await flush();
      expect(calls.refresh).to.equal(0);
    });

    it('refreshes on activity inside the 5-minute block-out window, at most every 10 s', async () => {
      const { timer, calls, advance } = setup();
      timer.start(600);
      advance(5 * MINUTE + SECOND);
      timer.recordActivity();
      await flush();
      expect(calls.refresh).to.equal(1);
      timer.start(240); // pretend the server still says 4 minutes
      advance(6 * SECOND);
      timer.recordActivity();
      await flush();
      expect(calls.refresh).to.equal(1);
      advance(5 * SECOND);
      timer.recordActivity();
      await flush();
      expect(calls.refresh).to.equal(2);
    });

    it('refreshes by itself when 2 minutes remain', async () => {
      const { timer, calls, advance } = setup();
      timer.start(150);
      advance(29 * SECOND);
      timer.tick();
      await flush();
      expect(calls.refresh).to.equal(0);
      advance(2 * SECOND);
      timer.tick();
      await flush();
      expect(calls.refresh).to.equal(1);
    });
  });

  describe('expiry', () => {
    it('signs out as expired when the token has run out (e.g. after sleep)', () => {
      const { timer, calls, advance } = setup();
      timer.start(60);
      timer.recordActivity();
      advance(59 * SECOND);
      timer.recordActivity();
      advance(SECOND);
      timer.tick();
      expect(calls.expired).to.equal(1);
      expect(calls.idle).to.equal(0);
    });
  });
});
