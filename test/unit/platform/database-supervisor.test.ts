import { expect } from 'chai';
import { superviseDatabase, type ProcessExit, type RestartableDatabase, type SupervisorClock } from '../../../src/platform/db/database-supervisor.js';
import { attemptsUsedAfterExit, EMBEDDED_RESTART_POLICY, restartDelay, type RestartPolicy } from '../../../src/platform/db/restart-policy.js';

/** A clock whose sleeps only end when the test says so, recording every wait asked for. */
class FakeClock implements SupervisorClock {
  time = 0;
  waits: number[] = [];
  private pending: Array<{ until: number; resolve: () => void }> = [];
  now() {
    return this.time;
  }
  sleep(ms: number, signal: AbortSignal) {
    this.waits.push(ms);
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ until: this.time + ms, resolve });
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  }
  /** Moves time on, ends the sleeps that are due and lets the supervisor react. */
  async advance(ms: number) {
    this.time += ms;
    const due = this.pending.filter((p) => p.until <= this.time);
    this.pending = this.pending.filter((p) => p.until > this.time);
    for (const p of due) p.resolve();
    for (let i = 0; i < 10; i++) await Promise.resolve();
  }
}

/** A database that dies when told and whose restarts fail a given number of times first. */
class FakeDatabase implements RestartableDatabase {
  listeners: Array<(exit: ProcessExit) => void> = [];
  restarts = 0;
  constructor(private failuresLeft: number) {}
  onUnexpectedExit(listener: (exit: ProcessExit) => void) {
    this.listeners.push(listener);
  }
  async restart() {
    this.restarts += 1;
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('could not bind port');
    }
  }
  die() {
    for (const l of this.listeners) l({ code: null, signal: 'SIGKILL' });
  }
}

class Log {
  lines: Array<[string, string, object]> = [];
  info = (f: object, m: string) => void this.lines.push(['info', m, f]);
  warn = (f: object, m: string) => void this.lines.push(['warn', m, f]);
  error = (f: object, m: string) => void this.lines.push(['error', m, f]);
}

const POLICY: RestartPolicy = { delaysMs: [500, 1000, 2000, 4000], stableAfterMs: 60_000 };

describe('Restart policy of the embedded PostgreSQL', () => {
  it('waits 0.5 s, then doubles, and has a last attempt', () => {
    expect([0, 1, 2, 3, 4].map((a) => restartDelay(POLICY, a))).to.deep.equal([500, 1000, 2000, 4000, null]);
    expect(EMBEDDED_RESTART_POLICY.delaysMs.slice(0, 5)).to.deep.equal([500, 1000, 2000, 4000, 8000]);
  });

  it('starts counting afresh only after the database stayed up long enough', () => {
    expect(attemptsUsedAfterExit(POLICY, 3, 0, 59_999)).to.equal(3);
    expect(attemptsUsedAfterExit(POLICY, 3, 0, 60_000)).to.equal(0);
  });
});

describe('Database supervisor', () => {
  it('restarts after the back-off, logging each attempt, and is up again', async () => {
    const clock = new FakeClock();
    const db = new FakeDatabase(2);
    const log = new Log();
    const gaveUp: Error[] = [];
    const supervisor = superviseDatabase({ database: db, policy: POLICY, clock, logger: log, onGiveUp: (e) => gaveUp.push(e) });

    db.die();
    expect(supervisor.state()).to.equal('restarting');
    await clock.advance(499);
    expect(db.restarts).to.equal(0);
    await clock.advance(1);
    expect(db.restarts).to.equal(1);
    await clock.advance(1000);
    expect(db.restarts).to.equal(2);
    await clock.advance(2000);
    expect(db.restarts).to.equal(3);
    expect(supervisor.state()).to.equal('up');
    expect(clock.waits).to.deep.equal([500, 1000, 2000]);
    expect(gaveUp).to.deep.equal([]);
    expect(log.lines.map(([level, message]) => `${level} ${message}`)).to.deep.equal([
      'warn embedded PostgreSQL exited unexpectedly: restarting it',
      'info embedded PostgreSQL: restart attempt',
      'warn embedded PostgreSQL: restart attempt failed',
      'info embedded PostgreSQL: restart attempt',
      'warn embedded PostgreSQL: restart attempt failed',
      'info embedded PostgreSQL: restart attempt',
      'info embedded PostgreSQL: running again',
    ]);
    await supervisor.stop();
  });

  it('gives up after the last attempt and says so once', async () => {
    const clock = new FakeClock();
    const db = new FakeDatabase(100);
    const gaveUp: Error[] = [];
    const supervisor = superviseDatabase({ database: db, policy: POLICY, clock, logger: new Log(), onGiveUp: (e) => gaveUp.push(e) });

    db.die();
    for (let i = 0; i < 10; i++) await clock.advance(5000);
    expect(db.restarts).to.equal(4);
    expect(supervisor.state()).to.equal('gave-up');
    expect(gaveUp).to.have.length(1);
    expect(gaveUp[0]!.message).to.equal('The embedded PostgreSQL could not be restarted after 4 attempt(s).');
  });

  it('keeps counting when the database dies again soon after a restart, and starts afresh after a stable spell', async () => {
    const clock = new FakeClock();
    const db = new FakeDatabase(0);
    const gaveUp: Error[] = [];
    const supervisor = superviseDatabase({ database: db, policy: POLICY, clock, logger: new Log(), onGiveUp: (e) => gaveUp.push(e) });

    for (let crash = 0; crash < 3; crash++) {
      db.die();
      await clock.advance(10_000);
    }
    expect(clock.waits).to.deep.equal([500, 1000, 2000]);
    await clock.advance(60_000);
    db.die();
    await clock.advance(500);
    expect(clock.waits).to.deep.equal([500, 1000, 2000, 500]);
    expect(supervisor.state()).to.equal('up');
    expect(gaveUp).to.deep.equal([]);
  });

  it('stops without waiting out a back-off and ignores exits once stopped', async () => {
    const clock = new FakeClock();
    const db = new FakeDatabase(0);
    const supervisor = superviseDatabase({ database: db, policy: POLICY, clock, logger: new Log(), onGiveUp: () => undefined });
    db.die();
    await supervisor.stop();
    await clock.advance(10_000);
    db.die();
    await clock.advance(10_000);
    expect(db.restarts).to.equal(0);
    expect(supervisor.state()).to.equal('stopped');
  });
});
