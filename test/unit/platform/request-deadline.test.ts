import { expect } from 'chai';
import { currentDeadline, DeadlinePassed, RequestDeadline, withinDeadline } from '../../../src/platform/db/request-deadline.js';
import { InFlightRequests } from '../../../src/platform/http/in-flight-requests.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request's deadline and the in-flight set a shutdown ends (docs/operations.md "Time limits", "Shutdown"). */
describe('RequestDeadline', () => {
  it('expires by itself when its time is up and tells its listeners once', async () => {
    const deadline = new RequestDeadline(20);
    const heard: string[] = [];
    deadline.onExpire((by) => heard.push(by));
    expect(deadline.expired).to.equal(false);
    await later(60);
    deadline.expire('shutdown');
    expect(deadline.expiredBy).to.equal('deadline');
    expect(heard).to.deep.equal(['deadline']);
  });

  it('a listener added after expiry runs at once; a removed one never runs', () => {
    const deadline = new RequestDeadline(60_000);
    const heard: string[] = [];
    const remove = deadline.onExpire(() => heard.push('removed'));
    remove();
    deadline.expire('shutdown');
    deadline.onExpire((by) => heard.push(`late ${by}`));
    expect(heard).to.deep.equal(['late shutdown']);
  });

  it('a disposed deadline no longer expires by itself', async () => {
    const deadline = new RequestDeadline(10);
    deadline.dispose();
    await later(40);
    expect(deadline.expired).to.equal(false);
  });

  it('its error says why it passed', () => {
    const deadline = new RequestDeadline(60_000);
    deadline.expire('shutdown');
    expect(deadline.error()).to.be.instanceOf(DeadlinePassed).and.include({ expiredBy: 'shutdown' });
  });

  it('is the current deadline inside withinDeadline, across awaits, and nowhere else', async () => {
    const deadline = new RequestDeadline(60_000);
    expect(currentDeadline()).to.equal(undefined);
    const seen = await withinDeadline(deadline, async () => {
      await later(1);
      return currentDeadline();
    });
    expect(seen).to.equal(deadline);
    expect(currentDeadline()).to.equal(undefined);
    deadline.dispose();
  });
});

describe('InFlightRequests', () => {
  it('expireAll ends every running deadline by shutdown, and every one started afterwards', () => {
    const inFlight = new InFlightRequests();
    const a = inFlight.start(60_000);
    const b = inFlight.start(60_000);
    inFlight.finish(b);
    inFlight.expireAll();
    expect(a.expiredBy).to.equal('shutdown');
    expect(b.expired, 'a finished request is left alone').to.equal(false);
    const late = inFlight.start(60_000);
    expect(late.expiredBy).to.equal('shutdown');
    inFlight.finish(a);
    inFlight.finish(late);
  });
});
