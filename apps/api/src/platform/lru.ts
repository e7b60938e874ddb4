/** A size-bounded least-recently-used map (a Map keeps insertion order; a hit moves to the end). */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, size = 1): void {
    // One entry over the byte bound (the whole-catalogue list) would evict everything else.
    this.delete(key);
    if (size > this.maxBytes / 4) return;
    this.map.set(key, { value, size });
    this.bytes += size;
    for (const [oldest, entry] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.map.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  delete(key: string): void {
    const old = this.map.get(key);
    if (!old) return;
    this.map.delete(key);
    this.bytes -= old.size;
  }

  get size(): number {
    return this.map.size;
  }
}
