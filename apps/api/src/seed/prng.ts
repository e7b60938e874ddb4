/**
 * mulberry32: a tiny seeded generator. Demo and benchmark data must be identical on every run and
 * machine, which Math.random cannot give; it is not suitable for anything security related.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Element at `index` wrapped around the list; throws instead of returning undefined. */
export function pick<T>(list: readonly T[], index: number): T {
  const value = list[((Math.floor(index) % list.length) + list.length) % list.length];
  if (value === undefined) throw new Error('pick() from an empty list');
  return value;
}

/** Integer in [min, max], both inclusive. */
export function intBetween(rand: () => number, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}
