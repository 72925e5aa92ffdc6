import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../src/platform/db/embedded-postgres.js';
import { installedPostgresBinaries } from '../../../src/platform/db/postgres-binaries.js';

const BASE = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

/**
 * `make start` in a clone under a 0700 home (`~/mymoneyplan` as root): PostgreSQL runs as the postgres user, who
 * cannot reach the clone, so the data and a copy of the binaries go to the product's own folder instead.
 */
describe('Embedded PostgreSQL in a checkout its user cannot reach', function () {
  this.timeout(60_000);
  const home = fs.mkdtempSync(path.join(BASE, `mmp-test-pg-${process.pid}-home-`));
  const productRoot = fs.mkdtempSync(path.join(BASE, `mmp-test-pg-${process.pid}-product-`));
  after(() => {
    fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(productRoot, { recursive: true, force: true });
  });

  it('keeps the data and runs the binaries from the product folder when running as root, else where asked', async () => {
    fs.chmodSync(home, 0o700);
    fs.chmodSync(productRoot, 0o755);
    const asked = path.join(home, 'mymoneyplan', '.data', 'postgres');
    // The binaries inside that checkout too, as node_modules would be.
    const installed = await installedPostgresBinaries();
    const nativeDir = path.join(home, 'mymoneyplan', 'node_modules', 'native');
    fs.cpSync(installed.nativeDir, nativeDir, { recursive: true, verbatimSymlinks: true });
    const db = await startEmbeddedPostgres({ dataDir: asked, persistent: true, unsafeFast: true, productRoot, binaries: { nativeDir, version: installed.version } });
    try {
      const client = new pg.Client({ connectionString: db.urlFor('postgres') });
      await client.connect();
      const { rows } = await client.query<{ data_directory: string }>('SELECT current_setting($1) AS data_directory', ['data_directory']);
      await client.end();
      expect(rows[0]!.data_directory).to.equal(db.dataDir);

      const asRoot = process.getuid?.() === 0;
      expect(db.relocated).to.equal(asRoot);
      if (asRoot) {
        expect(db.dataDir.startsWith(productRoot + path.sep)).to.equal(true);
        expect(fs.readFileSync(path.join(path.dirname(db.dataDir), 'SOURCE'), 'utf8').trim()).to.equal(asked);
        const postmaster = fs.readFileSync(path.join(db.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
        expect(fs.readlinkSync(`/proc/${postmaster}/exe`)).to.equal(path.join(productRoot, `pg-${installed.version}`, 'bin', 'postgres'));
      } else {
        expect(db.dataDir).to.equal(asked);
      }
    } finally {
      await db.stop();
    }
  });
});
