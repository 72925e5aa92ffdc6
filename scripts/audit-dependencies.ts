/**
 * `make audit` (part of `make test`): known vulnerabilities of the production dependencies, from the registry's
 * audit endpoint. Exit 1 on a high or critical one; exit 0 when the endpoint cannot be reached, saying so. See
 * scripts/lib/dependency-audit.ts and docs/operations.md, "Checks".
 */
import { spawnSync } from 'node:child_process';
import { assessAudit } from './lib/dependency-audit.js';

const TIMEOUT_MS = 120_000;
// Few, short retries: offline, the build should learn it quickly rather than after npm's five-minute default.
const result = spawnSync('npm', ['audit', '--omit=dev', '--json', '--fetch-retries=1', '--fetch-timeout=30000'], {
  encoding: 'utf8',
  timeout: TIMEOUT_MS,
  stdio: ['ignore', 'pipe', 'pipe'],
});
const assessment = assessAudit({
  exitCode: result.status,
  stdout: result.stdout ?? '',
  timedOut: (result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT',
});
for (const line of assessment.lines) console.log(line);
process.exit(assessment.outcome === 'failed' ? 1 : 0);
