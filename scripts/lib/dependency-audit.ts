/**
 * What `npm audit --omit=dev --json` said, and what `make audit` does about it (docs/operations.md, "Checks"):
 * fail on a high or critical advisory in a production dependency; report lower ones; and when the registry's audit
 * endpoint cannot be reached or does not answer, say clearly that nothing was checked, without failing the build.
 * Pure, so it is tested on recorded outputs.
 */

export interface AuditRun {
  /** null when the command was killed (timeout). */
  exitCode: number | null;
  stdout: string;
  timedOut: boolean;
}

export type AuditOutcome = 'clean' | 'passed-with-findings' | 'failed' | 'unchecked';

export interface AuditAssessment {
  outcome: AuditOutcome;
  lines: string[];
}

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
type Severity = (typeof SEVERITIES)[number];
const FAILING: ReadonlySet<Severity> = new Set(['high', 'critical']);

interface Advisory {
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
  name?: string;
}
interface Vulnerability {
  name: string;
  severity: string;
  via: Array<string | Advisory>;
  fixAvailable?: boolean | { name: string; version: string };
}
interface AuditReport {
  vulnerabilities?: Record<string, Vulnerability>;
  message?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string; detail?: string };
}

// Network failures as npm reports them (node's error codes, or its "request to … failed" message).
const UNREACHABLE = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT|ENETUNREACH|EHOSTUNREACH|ECONNABORTED|socket hang up|network|timed? ?out|request to \S+ failed/i;

function rank(severity: string): number {
  return SEVERITIES.indexOf(severity as Severity);
}

function unchecked(reason: string): AuditAssessment {
  return {
    outcome: 'unchecked',
    lines: [
      `Dependency audit: NOT CHECKED. ${reason}`,
      'The build goes on; run `make audit` again when the registry can be reached.',
    ],
  };
}

export function assessAudit(run: AuditRun): AuditAssessment {
  if (run.timedOut) return unchecked('npm audit did not answer in time (is the registry reachable?).');
  let report: AuditReport;
  try {
    report = JSON.parse(run.stdout) as AuditReport;
  } catch {
    return { outcome: 'failed', lines: [`Dependency audit failed: npm audit did not print a report (exit code ${run.exitCode}).`, run.stdout.trim().slice(0, 500)].filter(Boolean) };
  }

  if (!report.vulnerabilities) {
    const reason = [report.message, report.error?.code, report.error?.summary].filter(Boolean).join(' ');
    if (report.statusCode !== undefined) return unchecked(`The registry's audit endpoint answered ${report.statusCode} (${report.message ?? 'no message'}).`);
    if (UNREACHABLE.test(reason)) return unchecked(`The registry's audit endpoint could not be reached: ${reason}.`);
    return { outcome: 'failed', lines: [`Dependency audit failed: ${(reason || `npm audit exited with code ${run.exitCode}`).replace(/\.$/, '')}.`] };
  }

  const found = Object.values(report.vulnerabilities).sort((a, b) => rank(b.severity) - rank(a.severity) || a.name.localeCompare(b.name));
  if (found.length === 0) return { outcome: 'clean', lines: ['Dependency audit: no known vulnerabilities in the production dependencies.'] };

  const lines: string[] = [];
  for (const v of found) {
    const advisories = v.via.filter((via): via is Advisory => typeof via === 'object');
    const through = v.via.filter((via): via is string => typeof via === 'string');
    for (const a of advisories) lines.push(`  ${(a.severity ?? v.severity).padEnd(8)} ${v.name}${a.range ? ` ${a.range}` : ''}: ${a.title ?? 'advisory'} ${a.url ?? ''}`.trimEnd());
    if (advisories.length === 0) lines.push(`  ${v.severity.padEnd(8)} ${v.name}: through ${through.join(', ')}`);
  }
  const failing = found.filter((v) => FAILING.has(v.severity as Severity));
  const counts = SEVERITIES.map((s) => [s, found.filter((v) => v.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
  if (failing.length > 0) {
    return {
      outcome: 'failed',
      lines: [`Dependency audit FAILED: ${counts} in the production dependencies; high and critical must be fixed (npm audit fix, or an upgrade):`, ...lines],
    };
  }
  return { outcome: 'passed-with-findings', lines: [`Dependency audit passed with ${counts} (below high) in the production dependencies:`, ...lines] };
}
