import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const SCRIPT = path.join(REPO, 'scripts', 'ensure-chromium.sh');

interface Machine {
  uid: number;
  /** Is there an apt-get? Does `sudo -n true` succeed? Does the install work? */
  aptGet?: boolean;
  passwordlessSudo?: boolean;
  installFails?: boolean;
  chromiumPresent?: boolean;
}

/**
 * Runs the real script on a made-up machine: PATH holds only fakes of `id`, `sudo` and `apt-get` that record
 * their calls (the fake apt-get "installs" by creating $CHROMIUM), so no package is ever installed.
 */
function ensureChromium(machine: Machine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-chromium-'));
  const bin = path.join(dir, 'bin');
  const chromium = path.join(dir, 'chromium');
  const calls = path.join(dir, 'calls.log');
  fs.mkdirSync(bin);
  const fake = (name: string, body: string) => fs.writeFileSync(path.join(bin, name), `#!/bin/bash\n${body}\n`, { mode: 0o755 });
  fake('id', `echo ${machine.uid}`);
  fake('sudo', `echo "sudo $*" >> ${calls}\n[ "$1" = -n ] && shift\n[ "$*" = true ] && exit ${machine.passwordlessSudo ? 0 : 1}\nexec "$@"`);
  if (machine.aptGet !== false) {
    fake('apt-get', `echo "apt-get $*" >> ${calls}\nif [ "$1" = install ]; then ${machine.installFails ? 'exit 100' : `printf '#!/bin/bash\\n' > ${chromium}; /bin/chmod +x ${chromium}`}; fi`);
  }
  if (machine.chromiumPresent) fs.writeFileSync(chromium, '#!/bin/bash\n', { mode: 0o755 });
  try {
    const result = spawnSync('/bin/bash', [SCRIPT], { env: { PATH: bin, CHROMIUM: chromium }, encoding: 'utf8' });
    return {
      status: result.status,
      stderr: result.stderr,
      calls: fs.existsSync(calls) ? fs.readFileSync(calls, 'utf8').trim().split('\n') : [],
      installed: fs.existsSync(chromium),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('make chromium (scripts/ensure-chromium.sh)', () => {
  it('does nothing when Chromium is there', () => {
    expect(ensureChromium({ uid: 1000, chromiumPresent: true })).to.deep.include({ status: 0, calls: [] });
  });

  it('installs Debian’s package as root', () => {
    const run = ensureChromium({ uid: 0 });
    expect(run).to.deep.include({ status: 0, installed: true });
    expect(run.calls).to.deep.equal(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('installs through sudo -n for a user with passwordless sudo', () => {
    const run = ensureChromium({ uid: 1000, passwordlessSudo: true });
    expect(run).to.deep.include({ status: 0, installed: true });
    expect(run.calls).to.deep.equal(['sudo -n true', 'sudo -n apt-get update -qq', 'apt-get update -qq', 'sudo -n apt-get install -y -qq chromium', 'apt-get install -y -qq chromium']);
  });

  it('stops before any test with the one command to run when the user may not install', () => {
    const run = ensureChromium({ uid: 1000, passwordlessSudo: false });
    expect(run.status).to.equal(1);
    expect(run.calls).to.deep.equal(['sudo -n true']);
    expect(run.stderr).to.match(/Chromium is missing at .*\/chromium: the browser tests need it\.\nRun: sudo apt-get install -y chromium {3}\(then make test again\)\n$/);
  });

  it('stops with how to point at a Chromium when there is no apt-get (not Debian or Ubuntu)', () => {
    const run = ensureChromium({ uid: 0, aptGet: false });
    expect(run.status).to.equal(1);
    expect(run.stderr).to.contain('Install Chromium, then run: CHROMIUM=/path/to/chromium make test');
  });

  it('stops with the command when the install fails', () => {
    const run = ensureChromium({ uid: 0, installFails: true });
    expect(run).to.deep.include({ status: 1, installed: false });
    expect(run.stderr).to.contain('apt-get install failed. Run: sudo apt-get install -y chromium');
  });

  it('runs first in make test, before the type check and the dependency audit', () => {
    const plan = spawnSync('make', ['--dry-run', '--always-make', 'test'], { cwd: REPO, encoding: 'utf8' }).stdout.split('\n');
    const first = (text: string) => plan.findIndex((line) => line.includes(text));
    expect(first('scripts/ensure-chromium.sh')).to.be.greaterThan(-1);
    expect(first('scripts/ensure-chromium.sh')).to.be.lessThan(first('scripts/audit-dependencies.ts'));
    expect(first('scripts/audit-dependencies.ts')).to.be.lessThan(first('npx tsc'));
  });
});
