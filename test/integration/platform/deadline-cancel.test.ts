import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import { sendCancelRequest, type CancellableClient } from '../../../src/platform/db/cancel-request.js';
import { enforceRequestDeadlines } from '../../../src/platform/db/deadline-guard.js';
import { RequestDeadline, withinDeadline } from '../../../src/platform/db/request-deadline.js';
import { createSequelize } from '../../../src/platform/db/sequelize.js';
import { freshDatabase } from '../../support/test-cluster.js';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The cancel the deadline sends (src/platform/db/deadline-guard.ts) must only ever stop the request it was sent for.
 * A pool of one connection makes the next statement run on the same connection; a canceller slowed down by 300 ms
 * shows what a cancel still travelling would hit.
 */
describe('The deadline\'s cancel reaches only its own request', function () {
  this.timeout(20_000);
  let sequelize: Sequelize;
  const cancels: number[] = [];

  before(async () => {
    sequelize = createSequelize(await freshDatabase(), { poolMax: 1 });
    enforceRequestDeadlines(sequelize, {
      cancel: async (connection: CancellableClient) => {
        cancels.push(connection.processID!);
        await later(300);
        return sendCancelRequest(connection);
      },
    });
  });
  after(async () => {
    await sequelize.close();
  });
  beforeEach(() => {
    cancels.length = 0;
  });

  it('sends none when the deadline passes between statements: the next one is refused instead', async () => {
    const deadline = new RequestDeadline(60_000);
    const work = withinDeadline(deadline, () =>
      sequelize.transaction(async (transaction) => {
        await sequelize.query('SELECT 1', { transaction });
        deadline.expire('deadline');
        await sequelize.query('SELECT 2', { transaction });
      }),
    );
    await work.then(
      () => expect.fail('the statement after the deadline must be refused'),
      (err: Error) => expect(err.name).to.equal('DeadlinePassed'),
    );
    expect(cancels).to.deep.equal([]);
    await sequelize.query('SELECT pg_sleep(0.5)');
  });

  it('a statement that ends by itself while its cancel travels leaves its connection out of the pool until the cancel has arrived', async () => {
    const deadline = new RequestDeadline(60_000);
    const finishing = withinDeadline(deadline, () => sequelize.query('SELECT pg_sleep(0.1)'));
    await later(30);
    deadline.expire('deadline');
    await finishing; // done at 100 ms; its cancel arrives at about 330 ms
    expect(cancels, 'the running statement got a cancel').to.have.length(1);
    // On the one connection: it must wait for the cancel to land, then run untouched.
    await sequelize.query('SELECT pg_sleep(0.5)');
  });
});
