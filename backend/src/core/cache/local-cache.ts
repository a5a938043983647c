/**
 * A bounded in-process cache: at most `maxEntries` values, each kept at most `maxAgeMs`. The oldest entry goes
 * first when full (insertion order of a Map). Every in-process cache of the app is one of these, so none grows
 * without bound: an expired entry is never served, and it does not stay in memory either — every `set` first drops
 * the expired entries at the old end (entries are in insertion order, which with one maximum age is also expiry
 * order), so a cache that stops being read still empties within `maxAgeMs` of its next write.
 */
export class LocalCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    const now = Date.now();
    this.entries.delete(key);
    for (const [oldKey, entry] of this.entries) {
      if (entry.expiresAt > now && this.entries.size < this.maxEntries) break;
      this.entries.delete(oldKey);
    }
    this.entries.set(key, { value, expiresAt: now + this.maxAgeMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(match: (value: V, key: string) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
