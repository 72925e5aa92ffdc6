/**
 * Serialised JSON answers of one signed-in resident's reads, kept in memory while they stay true: each entry is
 * stored under a key (the caller's stamp of everything the answer depends on) and served only to a lookup with
 * the same resident and the same key. A changed stamp is a miss; the stale entry is replaced by the next store.
 *
 * Bounded by bytes, least recently used out first: one entry per resident and cache, so a resident with 500 items
 * costs ~120 kB and the default budget keeps a few hundred active residents. Per process: several instances each
 * keep their own, and stay correct because the stamp comes from the database.
 */
export class ResidentResponseCache {
  private readonly entries = new Map<string, { key: string; body: string }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The stored body when `key` is the one it was stored under. */
  lookup(residentId: string, key: string): string | undefined {
    const entry = this.entries.get(residentId);
    if (!entry || entry.key !== key) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(residentId);
    this.entries.set(residentId, entry);
    return entry.body;
  }

  store(residentId: string, key: string, body: string): void {
    this.forget(residentId);
    const size = body.length * 2; // UTF-16 in memory
    if (size > this.maxBytes) return;
    this.entries.set(residentId, { key, body });
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  forget(residentId: string): void {
    const entry = this.entries.get(residentId);
    if (!entry) return;
    this.entries.delete(residentId);
    this.bytes -= entry.body.length * 2;
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }
}
