import { expect } from 'chai';
import { afterFirstContentfulPaint, FIRST_PAINT_FALLBACK_MS, type PaintClock } from '../src/app/first-paint';

/** A window's paint timing and timers, played by hand: `paint()` is the first contentful paint, `tick()` the fallback. */
function fakeClock({ painted = false, observers = true }: { painted?: boolean; observers?: boolean } = {}) {
  let entries = painted ? [{ name: 'first-contentful-paint' }] : [];
  const callbacks = new Set<(list: { getEntriesByName(name: string): unknown[] }) => void>();
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 1;
  let disconnected = 0;
  class FakeObserver {
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).to.deep.equal({ type: 'paint', buffered: true });
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
      disconnected += 1;
    }
  }
  const byName = (list: { name: string }[]) => (name: string) => list.filter((entry) => entry.name === name);
  const clock: PaintClock = {
    performance: { getEntriesByName: ((name: string) => byName(entries)(name)) as never },
    PerformanceObserver: observers ? (FakeObserver as never) : undefined,
    setTimeout: (run, ms) => {
      timers.set(nextTimer, { run, ms });
      return nextTimer++;
    },
    clearTimeout: ((handle: number) => void timers.delete(handle)) as never,
  };
  return {
    clock,
    timers,
    disconnected: () => disconnected,
    observing: () => callbacks.size,
    report: (name: string) => {
      const list = [{ name }];
      if (name === 'first-contentful-paint') entries = list;
      for (const callback of [...callbacks]) callback({ getEntriesByName: byName(list) });
    },
    tick: () => {
      for (const [handle, timer] of [...timers]) {
        timers.delete(handle);
        timer.run();
      }
    },
  };
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

describe('After the first contentful paint', () => {
  it('goes at once when the page has already painted (a prerendered page), with no observer or timer left', async () => {
    const fake = fakeClock({ painted: true });
    expect(await settledYet(afterFirstContentfulPaint(fake.clock))).to.equal(true);
    expect(fake.timers.size).to.equal(0);
    expect(fake.observing()).to.equal(0);
  });

  it('waits for the paint: not for the first (blank) paint, then goes and stops observing and timing', async () => {
    const fake = fakeClock();
    const waiting = afterFirstContentfulPaint(fake.clock);
    expect(await settledYet(waiting)).to.equal(false);
    expect([...fake.timers.values()].map((timer) => timer.ms)).to.deep.equal([FIRST_PAINT_FALLBACK_MS]);
    fake.report('first-paint');
    expect(await settledYet(waiting)).to.equal(false);
    fake.report('first-contentful-paint');
    expect(await settledYet(waiting)).to.equal(true);
    expect(fake.observing()).to.equal(0);
    expect(fake.disconnected()).to.equal(1);
    expect(fake.timers.size, 'the fallback cleared').to.equal(0);
  });

  it('goes after the fallback when the page does not paint (a background tab), and stops observing', async () => {
    const fake = fakeClock();
    const waiting = afterFirstContentfulPaint(fake.clock, 1_000);
    expect([...fake.timers.values()].map((timer) => timer.ms)).to.deep.equal([1_000]);
    fake.tick();
    expect(await settledYet(waiting)).to.equal(true);
    expect(fake.observing()).to.equal(0);
    fake.report('first-contentful-paint'); // a late paint changes nothing
  });

  it('goes after the fallback in a browser without paint timing', async () => {
    const fake = fakeClock({ observers: false });
    const waiting = afterFirstContentfulPaint(fake.clock);
    expect(await settledYet(waiting)).to.equal(false);
    fake.tick();
    expect(await settledYet(waiting)).to.equal(true);
  });
});
