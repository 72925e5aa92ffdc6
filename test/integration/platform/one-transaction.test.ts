import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { inOneTransaction } from '../../../src/platform/db/one-transaction.js';
import { preparedQuery } from '../../../src/platform/db/prepared-query.js';
import { appPerSuite } from '../../support/test-app.js';

/**
 * One transaction around writes made through several repositories (src/platform/db/one-transaction.ts; the import
 * of an export relies on it: docs/decisions.md "Export and import of one's data").
 */
describe('Platform: one transaction around many repositories\' writes', () => {
  const t = appPerSuite();
  const rows = async () => (await t.app.sequelize.query<{ label: string }>('SELECT label FROM one_tx_probe ORDER BY label', { type: QueryTypes.SELECT })).map((r) => r.label);
  /** What a repository does: its own transaction, its statements with it. */
  const repositoryWrite = (label: string) =>
    t.app.sequelize.transaction(async (transaction) => {
      await t.app.sequelize.query('INSERT INTO one_tx_probe (label) VALUES ($1)', { bind: [label], transaction });
    });

  before(async () => {
    await t.app.sequelize.query('CREATE TABLE one_tx_probe (label TEXT PRIMARY KEY)');
  });
  beforeEach(async () => {
    await t.app.sequelize.query('DELETE FROM one_tx_probe');
  });

  it('commits the writes of nested transactions and plain statements together', async () => {
    await inOneTransaction(t.app.sequelize, async () => {
      await repositoryWrite('a');
      await t.app.sequelize.query('INSERT INTO one_tx_probe (label) VALUES ($1)', { bind: ['b'] });
      await repositoryWrite('c');
    });
    expect(await rows()).to.deep.equal(['a', 'b', 'c']);
  });

  it('an error after some writes rolls every one of them back, and reaches the caller', async () => {
    const failing = inOneTransaction(t.app.sequelize, async () => {
      await repositoryWrite('a');
      await t.app.sequelize.query('INSERT INTO one_tx_probe (label) VALUES ($1)', { bind: ['b'] });
      await repositoryWrite('a'); // a duplicate key: the last write fails
    });
    await failing.then(
      () => expect.fail('the duplicate should fail'),
      (error: Error) => expect(error.name).to.equal('SequelizeUniqueConstraintError'),
    );
    expect(await rows()).to.deep.equal([]);
  });

  it('reads inside it see its writes so far, prepared statements included; outside, nothing until it commits', async () => {
    let seenOutside: string[] = ['not read'];
    await inOneTransaction(t.app.sequelize, async () => {
      await repositoryWrite('a');
      expect((await preparedQuery<{ label: string }>(t.app.sequelize, 'one_tx_probe_read', 'SELECT label FROM one_tx_probe', [])).map((r) => r.label)).to.deep.equal(['a']);
      expect(await rows()).to.deep.equal(['a']);
      // A statement that asks for no transaction, as another request's would run: its own connection.
      seenOutside = (await t.app.sequelize.query<{ label: string }>('SELECT label FROM one_tx_probe', { type: QueryTypes.SELECT, transaction: null as never })).map((r) => r.label);
    });
    expect(seenOutside).to.deep.equal([]);
    expect(await rows()).to.deep.equal(['a']);
  });
});
