import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';

/** What `postmaster.pid` says: line 1 the postmaster's pid, line 4 its port, line 8 its status (docs/decisions.md). */
export interface PostmasterPidFile {
  pid: number;
  port: number | null;
  status: string;
}

export function readPostmasterPid(dataDir: string): PostmasterPidFile | null {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const port = Number(lines[3]);
  return { pid, port: Number.isInteger(port) && port > 0 ? port : null, status: (lines[7] ?? '').trim() };
}

/** Running, not merely a zombie: an orphan that exited stays one until its new parent (pid 1) reaps it. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, but another user's.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // /proc/<pid>/stat: "pid (name) S ...", the state after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (macOS): kill() said it exists
  }
}

function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

/** The command line of a process: /proc on Linux, else `ps` (macOS). null when the process is gone or hidden. */
export function commandLineOf(pid: number): string[] | null {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter((part) => part !== '');
  } catch {
    // no /proc (macOS), or the process is gone
  }
  return existsSync('/proc/self') ? null : commandLineFromPs(pid);
}

/** `ps -o command= -p <pid>` (macOS and other systems without /proc). */
export function commandLineFromPs(pid: number): string[] | null {
  try {
    const line = execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    // ps joins the arguments with spaces: good enough to find `-D <dir>` when the directory has none.
    return line === '' ? null : line.split(/\s+/);
  } catch {
    return null;
  }
}

/**
 * Is `argv` a PostgreSQL postmaster serving `dataDir`? The binary must be called postgres (or postmaster) and its
 * `-D` (or `--pgdata=`) argument must resolve to `dataDir`. Pure, so the rule is unit-tested on made-up lines.
 */
export function isPostmasterCommandFor(argv: readonly string[], dataDir: string): boolean {
  const binary = path.basename(argv[0] ?? '');
  if (binary !== 'postgres' && binary !== 'postmaster') return false;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i]!;
    const dir = arg === '-D' ? argv[i + 1] : arg.startsWith('--pgdata=') ? arg.slice('--pgdata='.length) : arg.startsWith('-D') && arg.length > 2 ? arg.slice(2) : undefined;
    if (dir !== undefined) return samePath(dir, dataDir);
  }
  return false;
}

export type OrphanOutcome = 'none' | 'signalled' | 'stale-removed' | 'unknown';

/**
 * A cluster left running by a process that was killed (SIGKILL, CI timeout) still holds its data directory: stop
 * it through its postmaster.pid before starting again. Only when that pid really is a postmaster of THIS directory:
 * after a reboot the pid may name any process, which must never be signalled (docs/decisions.md, "Embedded
 * PostgreSQL"). A pid file naming a live process that is not ours is removed, because PostgreSQL itself refuses to
 * start while the pid it names is alive and signalable; a dead pid, or one whose command line we cannot read, is left
 for PostgreSQL, which checks it (and refuses to share a data directory with a live postmaster's memory).
 */
export function stopOrphanedCluster(dataDir: string): OrphanOutcome {
  const pidFile = readPostmasterPid(dataDir);
  if (!pidFile || !isAlive(pidFile.pid)) return 'none';
  const argv = commandLineOf(pidFile.pid);
  if (!argv) return 'unknown';
  if (isPostmasterCommandFor(argv, dataDir)) {
    try {
      process.kill(pidFile.pid, 'SIGINT');
      return 'signalled';
    } catch {
      return 'none';
    }
  }
  rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
  return 'stale-removed';
}
