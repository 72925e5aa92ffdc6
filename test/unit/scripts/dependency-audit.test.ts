import fs from 'node:fs';
import { expect } from 'chai';
import { assessAudit } from '../../../scripts/lib/dependency-audit.js';

/** Outputs of `npm audit --omit=dev --json`: the unreachable and error ones recorded from npm 11, the reports in its v2 format. */
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/npm-audit/${name}.json`, import.meta.url), 'utf8');
const run = (name: string, exitCode = 1) => assessAudit({ exitCode, stdout: fixture(name), timedOut: false });

describe('Dependency audit (make audit)', () => {
  it('fails on a high advisory, listing every finding with its severity, package and advisory', () => {
    const result = run('findings-high');
    expect(result.outcome).to.equal('failed');
    expect(result.lines).to.deep.equal([
      'Dependency audit FAILED: 2 low, 1 high in the production dependencies; high and critical must be fixed (npm audit fix, or an upgrade):',
      '  high     semver >=7.0.0 <7.5.2: semver vulnerable to Regular Expression Denial of Service https://github.com/advisories/GHSA-c2qf-rxjj-qqgw',
      '  low      cookie <0.7.0: cookie accepts cookie name, path, and domain with out of bounds characters https://github.com/advisories/GHSA-pxg6-pf52-xh8x',
      '  low      express: through cookie',
    ]);
  });

  it('passes below high, still listing the findings', () => {
    const result = run('findings-moderate');
    expect(result.outcome).to.equal('passed-with-findings');
    expect(result.lines).to.deep.equal([
      'Dependency audit passed with 1 moderate (below high) in the production dependencies:',
      '  moderate nanoid <3.3.8: Predictable results in nanoid generation when given non-integer values https://github.com/advisories/GHSA-mwcw-c2x4-8c55',
    ]);
  });

  it('passes with no findings', () => {
    expect(run('clean', 0)).to.deep.equal({ outcome: 'clean', lines: ['Dependency audit: no known vulnerabilities in the production dependencies.'] });
  });

  for (const [name, says] of [
    ['unreachable-enotfound', /could not be reached: .*getaddrinfo ENOTFOUND registry\.nonexistent\.invalid/],
    ['unreachable-econnrefused', /could not be reached: .*ECONNREFUSED/],
    ['endpoint-405', /audit endpoint answered 405/],
  ] as const) {
    it(`does not fail the build, and says nothing was checked, when the audit endpoint is unreachable (${name})`, () => {
      const result = run(name);
      expect(result.outcome).to.equal('unchecked');
      expect(result.lines[0]).to.match(/^Dependency audit: NOT CHECKED\. /).and.to.match(says);
    });
  }

  it('does not fail the build when npm audit does not answer in time', () => {
    const result = assessAudit({ exitCode: null, stdout: '', timedOut: true });
    expect(result.outcome).to.equal('unchecked');
    expect(result.lines[0]).to.equal('Dependency audit: NOT CHECKED. npm audit did not answer in time (is the registry reachable?).');
  });

  it('fails on an error that is not the network (no lockfile), or on no report at all', () => {
    expect(run('no-lockfile')).to.deep.equal({ outcome: 'failed', lines: ['Dependency audit failed: ENOLOCK This command requires an existing lockfile.'] });
    expect(assessAudit({ exitCode: 127, stdout: '', timedOut: false }).outcome).to.equal('failed');
  });
});
