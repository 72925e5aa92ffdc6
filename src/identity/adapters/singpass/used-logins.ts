import { createHash } from 'node:crypto';
import type { Clock } from '../../../shared-kernel/clock.js';

/**
 * Remembers which pending logins this process has already tried to complete, so the same pending login (and so
 * the same code, nonce and PKCE verifier) is spent at most once, even by two callbacks racing each other.
 *
 * It is a second line of defence only, and per process: the caller drops the pending login from the session
 * before completing it, and Singpass itself accepts each authorization code once. (mockpass 4.3.4 does not, guide
 * P5, which is why this exists.) Entries are kept `ttlMs`, longer than any authorization code lives.
 */
export class UsedLogins {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = 60 * 60 * 1000,
    private readonly maxEntries = 50_000,
  ) {}

  /** @returns true the first time a login's state is seen, false on every later call within the TTL. */
  claim(state: string): boolean {
    const now = this.clock.now().getTime();
    this.prune(now);
    // Hash so the map never holds a live state value.
    const key = createHash('sha256').update(state).digest('base64url');
    if (this.seen.has(key)) return false;
    if (this.seen.size >= this.maxEntries) {
      const oldest = this.seen.keys().next();
      if (!oldest.done) this.seen.delete(oldest.value);
    }
    this.seen.set(key, now + this.ttlMs);
    return true;
  }

  private prune(now: number): void {
    // Insertion order is expiry order (constant TTL), so stop at the first live entry.
    for (const [key, expires] of this.seen) {
      if (expires > now) break;
      this.seen.delete(key);
    }
  }
}
