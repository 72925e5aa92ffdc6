import { expect } from 'chai';
import { GateQueueFull, KeyedGate } from '../../../src/platform/http/keyed-gate.js';

/** Settles pending promise callbacks, so a test sees what has (and has not) been let in. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A cancellation the test fires by hand (the request deadline in the app). */
function cancellation() {
  let fire: ((reason: Error) => void) | undefined;
  let listening = false;
  return {
    register: (cancel: (reason: Error) => void) => {
      fire = cancel;
      listening = true;
      return () => {
        listening = false;
      };
    },
    fire: (reason: Error) => fire?.(reason),
    get listening() {
      return listening;
    },
  };
}

/** The per-resident write gate's logic (src/platform/http/keyed-gate.ts; docs/operations.md "Time limits"). */
describe('KeyedGate', () => {
  it('lets the first in at once and the next only when the first releases', async () => {
    const gate = new KeyedGate(8);
    const first = await gate.enter('alice');
    let secondIn = false;
    const second = gate.enter('alice').then((release) => {
      secondIn = true;
      return release;
    });
    await settle();
    expect(secondIn, 'waits while the first runs').to.equal(false);
    expect(gate.waitingFor('alice')).to.equal(1);
    first();
    (await second)();
    expect(secondIn).to.equal(true);
  });

  it('admits the waiting in arrival order', async () => {
    const gate = new KeyedGate(8);
    const order: number[] = [];
    const running = await gate.enter('alice');
    const waiting = [1, 2, 3].map((n) =>
      gate.enter('alice').then((release) => {
        order.push(n);
        release();
      }),
    );
    running();
    await Promise.all(waiting);
    expect(order).to.deep.equal([1, 2, 3]);
  });

  it('keeps keys apart: another key is never held up', async () => {
    const gate = new KeyedGate(0);
    await gate.enter('alice');
    const bob = await Promise.race([gate.enter('bob').then(() => 'in'), settle().then(() => 'waiting')]);
    expect(bob).to.equal('in');
  });

  it('refuses one more than maxWaiting at once, and queues again once there is room', async () => {
    const gate = new KeyedGate(2);
    const running = await gate.enter('alice');
    const queued = [gate.enter('alice'), gate.enter('alice')];
    await gate.enter('alice').then(
      () => expect.fail('a third waiter must be refused'),
      (err: Error) => expect(err).to.be.instanceOf(GateQueueFull),
    );
    running();
    const next = await queued[0]!;
    const again = gate.enter('alice');
    expect(gate.waitingFor('alice')).to.equal(2);
    next();
    (await queued[1]!)();
    (await again)();
  });

  it('with maxWaiting 0 lets one run and refuses any other at once', async () => {
    const gate = new KeyedGate(0);
    const running = await gate.enter('alice');
    await gate.enter('alice').then(
      () => expect.fail('nobody may wait'),
      (err: Error) => expect(err).to.be.instanceOf(GateQueueFull),
    );
    running();
    (await gate.enter('alice'))();
  });

  it('a cancelled waiter leaves the queue with the reason given, and is skipped when its turn would come', async () => {
    const gate = new KeyedGate(8);
    const running = await gate.enter('alice');
    const cancel = cancellation();
    const cancelled = gate.enter('alice', cancel.register);
    const after = gate.enter('alice');
    cancel.fire(new Error('deadline passed'));
    await cancelled.then(
      () => expect.fail('a cancelled waiter must not get in'),
      (err: Error) => expect(err.message).to.equal('deadline passed'),
    );
    expect(gate.waitingFor('alice')).to.equal(1);
    running();
    (await after)();
    expect(gate.busyKeys).to.equal(0);
  });

  it('stops listening for cancellation once admitted, and a late cancel changes nothing', async () => {
    const gate = new KeyedGate(8);
    const running = await gate.enter('alice');
    const cancel = cancellation();
    const waiting = gate.enter('alice', cancel.register);
    expect(cancel.listening).to.equal(true);
    running();
    const release = await waiting;
    expect(cancel.listening).to.equal(false);
    cancel.fire(new Error('too late'));
    const next = await Promise.race([gate.enter('alice').then(() => 'in'), settle().then(() => 'waiting')]);
    expect(next, 'the admitted one still holds the turn').to.equal('waiting');
    release();
  });

  it('a cancellation that has already fired refuses at once', async () => {
    const gate = new KeyedGate(8);
    await gate.enter('alice');
    const expired = (cancel: (reason: Error) => void) => {
      cancel(new Error('already passed'));
      return () => undefined;
    };
    await gate.enter('alice', expired).then(
      () => expect.fail('must not wait'),
      (err: Error) => expect(err.message).to.equal('already passed'),
    );
    expect(gate.waitingFor('alice')).to.equal(0);
  });

  it('a release called twice lets only one more in', async () => {
    const gate = new KeyedGate(8);
    const running = await gate.enter('alice');
    let admitted = 0;
    const waiting = [gate.enter('alice'), gate.enter('alice')].map((p) => p.then(() => admitted++));
    running();
    running();
    await settle();
    expect(admitted).to.equal(1);
    void waiting;
  });

  it('forgets a key once nothing runs or waits for it', async () => {
    const gate = new KeyedGate(8);
    const a = await gate.enter('alice');
    const b = await gate.enter('bob');
    expect(gate.busyKeys).to.equal(2);
    a();
    b();
    expect(gate.busyKeys).to.equal(0);
  });
});
