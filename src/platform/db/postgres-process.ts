import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessExit } from './database-supervisor.js';
import { readPostmasterPid } from './postmaster-pid.js';

/** The user PostgreSQL runs as when we are root (it refuses to run as root); null: as ourselves. */
export type RunAs = { uid: number; gid: number } | null;

export interface Postmaster {
  pid: number;
  /** Settles once, when the process has exited (for whatever reason). */
  exited: Promise<ProcessExit>;
  /** Fast shutdown (SIGINT); SIGKILL if it has not exited after `timeoutMs`. Safe to call after it exited. */
  stop(timeoutMs?: number): Promise<void>;
}

// English messages whatever the machine's locale: we quote PostgreSQL's FATAL lines in our errors.
const ENV = { ...process.env, LC_MESSAGES: 'C', LANG: 'C' };
const live = new Set<ChildProcess>();

// Our postmasters run in their own process group (so Ctrl-C reaches us first and we stop them in order, after the
// HTTP server and the pool). If this process exits without stopping them, they get the same fast shutdown.
process.once('exit', () => {
  for (const child of live) child.kill('SIGINT');
});

function keepLastLines(into: string[], chunk: Buffer, onLog?: (line: string) => void): void {
  for (const line of chunk.toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    into.push(line);
    onLog?.(line);
  }
  if (into.length > 50) into.splice(0, into.length - 50);
}

function failure(what: string, lines: string[]): Error {
  const fatal = lines.filter((l) => /FATAL|ERROR|PANIC|error/.test(l));
  return new Error(`${what}: ${(fatal.length ? fatal : lines.slice(-5)).join('\n') || 'no output'}`);
}

/** Creates a new cluster in `dataDir` (which must be empty or absent, and owned by the user it runs as). */
export async function initdb(options: { nativeDir: string; dataDir: string; user: string; password: string; runAs: RunAs; onLog?: (line: string) => void }): Promise<void> {
  // The password file must be readable by the PostgreSQL user: beside the data folder, which it can reach.
  const passwordFile = path.join(path.dirname(options.dataDir), `.pg-password-${process.pid}`);
  await fs.writeFile(passwordFile, `${options.password}\n`, { mode: 0o644 });
  const lines: string[] = [];
  try {
    const args = [`--pgdata=${options.dataDir}`, '--auth=password', `--username=${options.user}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C', '--lc-messages=C', '--no-sync'];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(options.nativeDir, 'bin', 'initdb'), args, { ...(options.runAs ?? {}), env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk: Buffer) => keepLastLines(lines, chunk, options.onLog));
      child.stderr.on('data', (chunk: Buffer) => keepLastLines(lines, chunk, options.onLog));
      child.once('error', reject);
      child.once('close', (code, signal) => (code === 0 ? resolve() : reject(failure(`initdb failed (code ${code}, signal ${signal})`, lines))));
    });
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/**
 * Starts the postmaster and resolves once it accepts connections: its postmaster.pid names it and says "ready"
 * (PostgreSQL 10+), which does not depend on the language of its log. Rejects, with its FATAL lines, when it exits
 * first (port taken, data folder in use) or is not ready within `readyTimeoutMs`.
 */
export async function startPostmaster(options: {
  nativeDir: string;
  dataDir: string;
  port: number;
  flags: string[];
  runAs: RunAs;
  onLog?: (line: string) => void;
  readyTimeoutMs?: number;
}): Promise<Postmaster> {
  const lines: string[] = [];
  const child = spawn(path.join(options.nativeDir, 'bin', 'postgres'), ['-D', options.dataDir, '-p', String(options.port), ...options.flags], {
    ...(options.runAs ?? {}),
    env: ENV,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  // Always drained, or PostgreSQL would block once the pipe is full.
  child.stdout.on('data', (chunk: Buffer) => keepLastLines(lines, chunk, options.onLog));
  child.stderr.on('data', (chunk: Buffer) => keepLastLines(lines, chunk, options.onLog));
  const exited = new Promise<ProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (err) => {
      live.delete(child);
      lines.push(err.message);
      resolve({ code: null, signal: null });
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) throw failure(`PostgreSQL exited while starting on port ${options.port}`, lines);
    const pidFile = child.pid ? readPostmasterPid(options.dataDir) : null;
    if (pidFile && pidFile.pid === child.pid && pidFile.status === 'ready') break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw failure(`PostgreSQL was not ready within ${options.readyTimeoutMs ?? 60_000} ms`, lines);
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 50))]);
  }

  return {
    pid: child.pid!,
    exited,
    stop: async (timeoutMs = 10_000) => {
      if (hasExited) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
