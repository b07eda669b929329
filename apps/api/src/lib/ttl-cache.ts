/**
 * A small in-process cache with a time limit and a size bound (least recently used goes first).
 * It only ever saves work: a miss recomputes, so several processes may each hold their own copy.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private clears = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Changes on every clear(). A caller computing a value reads it first and passes it to set(): an
   * answer computed before a clear (from data the clear was about) is then not stored after it.
   */
  get generation(): number {
    return this.clears;
  }

  set(key: string, value: V, generation = this.clears): void {
    if (generation !== this.clears) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }
}
