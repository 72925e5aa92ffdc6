import { createHash } from 'node:crypto';
import { statSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * Where the embedded PostgreSQL keeps its data and runs its binaries from. As root, PostgreSQL runs as the
 * `postgres` user, who cannot reach a repository cloned under a 0700 home (`~/mymoneyplan` as root): then the data
 * and a copy of the binaries live under PRODUCT_ROOT instead (docs/operations.md, "Embedded PostgreSQL").
 */
export const PRODUCT_ROOT = '/var/lib/mymoneyplan';

export interface PlacementInput {
  /** `$DATA_DIR/postgres`, absolute. */
  dataDir: string;
  /** The binaries' folder in node_modules (holding bin/, lib/, share/). */
  nativeDir: string;
  /** Version of the binaries, naming their copy. */
  version: string;
  /** true when PostgreSQL runs as another user than us (we are root). */
  runsAsOtherUser: boolean;
  /** Can the PostgreSQL user reach `target` (search permission on every folder on the way)? */
  reachable(target: string): boolean;
  productRoot: string;
}

export interface Placement {
  dataDir: string;
  nativeDir: string;
  /** Copy the binaries from here into `nativeDir` before use; null when they run where they are. */
  copyNativeFrom: string | null;
  /** true when the data is not where DATA_DIR says (the log and docs say where it is). */
  relocated: boolean;
}

/** The same repository path always gets the same folder, and two clones never share one. */
export function relocatedDataDir(productRoot: string, dataDir: string): string {
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return path.join(productRoot, key, 'postgres');
}

/** Pure: decided from the paths and a reachability probe. */
export function decidePlacement(input: PlacementInput): Placement {
  const inPlace: Placement = { dataDir: input.dataDir, nativeDir: input.nativeDir, copyNativeFrom: null, relocated: false };
  if (!input.runsAsOtherUser) return inPlace;
  const dataReachable = input.reachable(path.dirname(input.dataDir));
  const binariesReachable = input.reachable(path.join(input.nativeDir, 'bin'));
  return {
    dataDir: dataReachable ? input.dataDir : relocatedDataDir(input.productRoot, input.dataDir),
    nativeDir: binariesReachable ? input.nativeDir : path.join(input.productRoot, `pg-${input.version}`),
    copyNativeFrom: binariesReachable ? null : input.nativeDir,
    relocated: !dataReachable,
  };
}

/**
 * Can `user` search (x) every existing folder from / down to `target`? Read from the permission bits: the user's
 * own bits if it owns the folder, its primary group's if the group matches (PostgreSQL is started without
 * supplementary groups), else the others'. A part that does not exist yet counts as reachable: we create it.
 */
export function userCanReach(target: string, user: { uid: number; gid: number }, stat: (p: string) => Stats | undefined = statOrUndefined): boolean {
  if (user.uid === 0) return true;
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (let i = 0; i <= parts.length; i++) {
    const info = stat(current);
    if (!info) return true;
    if (info.isDirectory()) {
      const bit = info.uid === user.uid ? 0o100 : info.gid === user.gid ? 0o010 : 0o001;
      if ((info.mode & bit) === 0) return false;
    }
    if (i < parts.length) current = path.join(current, parts[i]!);
  }
  return true;
}

function statOrUndefined(p: string): Stats | undefined {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}
