import { expect } from 'chai';
import { QueryTypes, type Sequelize } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { IDENTITY } from '../../../src/identity/identity.tokens.js';
import { startAccountPurgeSchedule } from '../../../src/identity/adapters/scheduling/account-purge-schedule.js';
import { checkpointAfterDeletion } from '../../../src/platform/db/wal-checkpoint.js';
import { runPurgeAccounts } from '../../../scripts/lib/purge-accounts-command.js';
import { appPerSuite } from '../../support/test-app.js';
import { CONSENT_BODY, PERSONAS, signIn } from '../../support/sign-in.js';
import type { MockpassPersona } from '../../support/mockpass.js';

interface Wal {
  checkpointLsn: string;
  redoFile: string;
  /** The segment being written now. */
  currentFile: string;
  files: string[];
}

/** The last checkpoint and the WAL segments on disk (the test cluster's user is a superuser, as the embedded one). */
async function wal(sequelize: Sequelize): Promise<Wal> {
  const [control] = await sequelize.query<{ checkpoint_lsn: string; redo_wal_file: string; current_file: string }>(
    'SELECT checkpoint_lsn::text, redo_wal_file, pg_walfile_name(pg_current_wal_lsn()) AS current_file FROM pg_control_checkpoint()',
    { type: QueryTypes.SELECT },
  );
  const files = await sequelize.query<{ name: string }>("SELECT name FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$' ORDER BY name", { type: QueryTypes.SELECT });
  return { checkpointLsn: control!.checkpoint_lsn, redoFile: control!.redo_wal_file, currentFile: control!.current_file, files: files.map((f) => f.name) };
}

async function lsnAfter(sequelize: Sequelize, a: string, b: string): Promise<boolean> {
  const [row] = await sequelize.query<{ after: boolean }>('SELECT $1::pg_lsn > $2::pg_lsn AS after', { bind: [a, b], type: QueryTypes.SELECT });
  return row!.after;
}

/**
 * With the embedded PostgreSQL a purge that deleted accounts is followed by a WAL switch and a CHECKPOINT, so no
 * segment written before it (holding the deleted rows) stays on disk (docs/operations.md, "Deleted data, backups and
 * the write-ahead log"; the clusters run with wal_recycle=off).
 */
describe('Checkpoint after the account purge', function () {
  this.timeout(30_000);
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { ACCOUNT_DELETION_GRACE_DAYS: '0', ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });

  async function deactivated(persona: MockpassPersona): Promise<void> {
    const client = t.client();
    await signIn(client, persona);
    expect((await client.request('PATCH', '/api/v1/user', { json: CONSENT_BODY })).status).to.equal(200);
    expect((await client.post('/api/v1/user/deactivate-account')).status).to.equal(200);
  }

  it('the schedule checkpoints after a purge that deleted an account: no WAL from before it is left', async () => {
    const sequelize = t.app.sequelize;
    await deactivated(PERSONAS.bernardWong);
    const before = await wal(sequelize);
    const logged: string[] = [];
    const logger = { info: (_f: object, m: string) => void logged.push(m), error: (_f: object, m: string) => void logged.push(m) };
    const schedule = startAccountPurgeSchedule({
      purge: t.app.container.get(IDENTITY.PurgeDeletedAccounts),
      logger,
      intervalMinutes: 60,
      firstRunDelayMs: 0,
      afterPurge: () => checkpointAfterDeletion(sequelize),
    });
    await new Promise((r) => setTimeout(r, 50));
    await schedule.stop();
    expect(logged).to.deep.equal(['account purge: 1 account(s) past their grace period deleted']);

    const after = await wal(sequelize);
    expect(await lsnAfter(sequelize, after.checkpointLsn, before.checkpointLsn)).to.equal(true);
    expect(after.redoFile > before.currentFile, 'the checkpoint starts in a segment after the one the purge wrote to').to.equal(true);
    expect(after.files.filter((f) => f < after.redoFile)).to.deep.equal([]);
  });

  it('npm run ops:purge-accounts does the same through its afterPurge', async () => {
    const sequelize = t.app.sequelize;
    await deactivated(PERSONAS.tanHengHuat);
    const before = await wal(sequelize);
    expect(await runPurgeAccounts(sequelize, clock, () => checkpointAfterDeletion(sequelize))).to.equal('Deleted 1 account(s) past their grace period.');
    const after = await wal(sequelize);
    expect(await lsnAfter(sequelize, after.checkpointLsn, before.checkpointLsn)).to.equal(true);
    expect(after.files.filter((f) => f < after.redoFile)).to.deep.equal([]);
  });
});
