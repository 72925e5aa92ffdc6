import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { commandLineFromPs, commandLineOf, isAlive, isPostmasterCommandFor, readPostmasterPid } from '../../../../src/platform/db/postmaster-pid.js';

describe('Recognising the postmaster of a data folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-pid-unit-'));
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-pid-unit-other-'));
  after(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(other, { recursive: true, force: true });
  });

  it('accepts a postgres binary whose -D names this folder, in any spelling of the option', () => {
    expect(isPostmasterCommandFor(['/x/native/bin/postgres', '-D', dir, '-p', '5432'], dir)).to.equal(true);
    expect(isPostmasterCommandFor(['/usr/lib/postgresql/16/bin/postgres', `--pgdata=${dir}`], dir)).to.equal(true);
    expect(isPostmasterCommandFor(['postmaster', `-D${dir}/`], dir)).to.equal(true);
    expect(isPostmasterCommandFor(['/x/bin/postgres', '-D', path.join(dir, '..', path.basename(dir))], dir)).to.equal(true);
  });

  it('refuses any other program, another folder, or no folder at all', () => {
    expect(isPostmasterCommandFor(['sleep', '30'], dir)).to.equal(false);
    expect(isPostmasterCommandFor(['/bin/bash', '-c', `postgres -D ${dir}`], dir)).to.equal(false);
    expect(isPostmasterCommandFor(['/x/bin/postgres', '-D', other], dir)).to.equal(false);
    expect(isPostmasterCommandFor(['/x/bin/postgres', '-p', '5432'], dir)).to.equal(false);
    expect(isPostmasterCommandFor(['postgres: checkpointer '], dir)).to.equal(false);
    expect(isPostmasterCommandFor([], dir)).to.equal(false);
  });

  it('reads the pid, the port and the status of postmaster.pid, and nothing from a broken one', () => {
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), `4242\n${dir}\n1795654173\n5499\n/tmp\n127.0.0.1\n  1933  9\nready   \n`);
    expect(readPostmasterPid(dir)).to.deep.equal({ pid: 4242, port: 5499, status: 'ready' });
    fs.writeFileSync(path.join(dir, 'postmaster.pid'), 'garbage\n');
    expect(readPostmasterPid(dir)).to.equal(null);
    fs.rmSync(path.join(dir, 'postmaster.pid'));
    expect(readPostmasterPid(dir)).to.equal(null);
  });

  it('reads a live process command line from /proc and, where there is none, from ps; a finished one is not alive', async () => {
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      expect(commandLineOf(sleeper.pid!)).to.deep.equal(['sleep', '30']);
      expect(commandLineFromPs(sleeper.pid!)).to.deep.equal(['sleep', '30']);
      expect(isAlive(sleeper.pid!)).to.equal(true);
    } finally {
      sleeper.kill('SIGKILL');
      await new Promise((resolve) => sleeper.once('exit', resolve));
    }
    expect(isAlive(sleeper.pid!)).to.equal(false);
    expect(commandLineFromPs(sleeper.pid!)).to.equal(null);
  });
});
