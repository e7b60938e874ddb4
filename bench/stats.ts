// The figures the benchmarks print from their samples.

/** The middle sample, or the mean of the middle two of an even number; NaN for none. */
export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[half] as number;
  return sorted.length === 0 ? NaN : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
}

/** The p-th percentile of samples sorted in ascending order (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
