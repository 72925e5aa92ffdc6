/**
 * Where the machine's CPU went during one measured run, from Linux's /proc (clock ticks, 10 ms each): the server's
 * thread, the rest of this process (the load generator's worker thread, plus V8's GC and libuv's helper threads,
 * which work for the server too), the benchmark's
 * PostgreSQL cluster, the bare Koa child, and everything else on the machine. On a shared 2-core box "everything
 * else" tells whether a run was disturbed. Elsewhere than Linux every figure is null.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const HAS_PROC = fs.existsSync('/proc/self/stat') && fs.existsSync('/proc/stat');
const TICK_MS = (() => {
  if (!HAS_PROC) return 10;
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return 10;
  }
})();

interface ProcStat {
  ppid: number;
  ticks: number;
}

/** utime + stime of a process or thread (fields 14 and 15 of stat; the name in parentheses may hold spaces). */
function readStat(file: string): ProcStat | null {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) };
  } catch {
    return null;
  }
}

/** The postmaster and its children (backends, checkpointer, walwriter ...). */
function clusterTicks(postmasterPid: number): number {
  let ticks = readStat(`/proc/${postmasterPid}/stat`)?.ticks ?? 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat && stat.ppid === postmasterPid) ticks += stat.ticks;
  }
  return ticks;
}

function machineTicks(): { total: number; busy: number; steal: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { total, busy: total - idle - iowait - steal, steal };
}

export interface CpuSources {
  /** PID of the embedded PostgreSQL's postmaster (first line of its postmaster.pid). */
  postmasterPid: number | null;
  /** PID of the bare Koa child, when one runs. */
  bareKoaPid: number | null;
}

interface Snapshot {
  serverThread: number;
  wholeProcess: number;
  postgres: number;
  bareKoa: number;
  machine: { total: number; busy: number; steal: number };
}

function snapshot(sources: CpuSources): Snapshot {
  return {
    serverThread: readStat(`/proc/self/task/${process.pid}/stat`)?.ticks ?? 0,
    wholeProcess: readStat('/proc/self/stat')?.ticks ?? 0,
    postgres: sources.postmasterPid ? clusterTicks(sources.postmasterPid) : 0,
    bareKoa: sources.bareKoaPid ? (readStat(`/proc/${sources.bareKoaPid}/stat`)?.ticks ?? 0) : 0,
    machine: machineTicks(),
  };
}

/** CPU of a run in core-milliseconds per response, and the machine's use in % of all its cores. */
export interface CpuReport {
  /** Milliseconds of CPU per response (a core fully busy for 1 s is 1,000 ms). */
  perResponseMs: { serverThread: number; loadGeneratorAndRestOfProcess: number; postgres: number; bareKoa: number };
  /** Share of the machine (all cores) during the run, in %. */
  machinePercent: { busy: number; serverThread: number; restOfProcess: number; postgres: number; bareKoa: number; otherProcesses: number; steal: number };
}

export function startCpuAccounting(sources: CpuSources): { stop(responses: number): CpuReport | null } {
  if (!HAS_PROC) return { stop: () => null };
  const before = snapshot(sources);
  return {
    stop(responses) {
      const after = snapshot(sources);
      const d = (k: 'serverThread' | 'wholeProcess' | 'postgres' | 'bareKoa') => Math.max(0, after[k] - before[k]);
      const server = d('serverThread');
      const rest = Math.max(0, d('wholeProcess') - server);
      const postgres = d('postgres');
      const bare = d('bareKoa');
      const total = Math.max(1, after.machine.total - before.machine.total);
      const busy = after.machine.busy - before.machine.busy;
      const steal = after.machine.steal - before.machine.steal;
      const pct = (ticks: number) => Math.round((ticks / total) * 1000) / 10;
      const per = (ticks: number) => (responses > 0 ? Math.round(((ticks * TICK_MS) / responses) * 1000) / 1000 : 0);
      return {
        perResponseMs: { serverThread: per(server), loadGeneratorAndRestOfProcess: per(rest), postgres: per(postgres), bareKoa: per(bare) },
        machinePercent: {
          busy: pct(busy),
          serverThread: pct(server),
          restOfProcess: pct(rest),
          postgres: pct(postgres),
          bareKoa: pct(bare),
          otherProcesses: pct(Math.max(0, busy - server - rest - postgres - bare)),
          steal: pct(steal),
        },
      };
    },
  };
}
