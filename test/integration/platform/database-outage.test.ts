import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../../src/platform/db/embedded-postgres.js';
import { createSequelize, ensureDatabaseExists } from '../../../src/platform/db/sequelize.js';
import { createMigrator } from '../../../src/platform/db/migrator.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { PERSONAS, signIn } from '../../support/sign-in.js';

/** This suite stops PostgreSQL under a running app, so it gets a cluster of its own rather than the shared one. */
describe('PostgreSQL outage', function () {
  this.timeout(60_000);
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const dataDir = fs.mkdtempSync(path.join(base, `mmp-test-pg-${process.pid}-outage-`));
  let db: EmbeddedDatabase;
  let t: TestApp;

  before(async () => {
    db = await startEmbeddedPostgres({ dataDir, persistent: true, unsafeFast: true });
    await ensureDatabaseExists(db.urlFor('postgres'), 'outage');
    const sequelize = createSequelize(db.urlFor('outage'));
    await createMigrator(sequelize).up();
    await sequelize.close();
    t = await startTestApp({ databaseUrl: db.urlFor('outage') });
  });
  after(async () => {
    await t?.stop();
    await db?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down and recovers by itself when it is back', async () => {
    const client = t.client();
    await signIn(client, PERSONAS.limYongXiang);
    expect((await client.get('/api/v1/user')).status).to.equal(200);

    await db.stop();
    const ready = await client.get('/api/v1/ready');
    expect(ready.status).to.equal(503);
    const user = await client.get('/api/v1/user');
    expect(user.status).to.equal(503);
    expect(user.body).to.include({ code: 'SERVICE.UNAVAILABLE', errorMessage: 'The service is temporarily unavailable. Please try again in a moment.' });
    expect(user.text).not.to.match(/ECONNREFUSED|at .*\.ts|SELECT/);
    expect((await client.get('/api/v1/health')).status).to.equal(200);

    db = await startEmbeddedPostgres({ dataDir, persistent: true, unsafeFast: true, port: db.port });
    let recovered = 0;
    for (let i = 0; i < 50 && recovered !== 200; i++) {
      recovered = (await client.get('/api/v1/ready')).status;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).to.equal(200);
    const again = await client.get('/api/v1/user');
    expect(again.status).to.equal(200);
    expect(again.body.name).to.equal('LIM YONG XIANG');
  });
});
