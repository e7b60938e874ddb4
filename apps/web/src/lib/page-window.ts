/** A gap in the pager ('…'). */
export const GAP = 'gap' as const;

/**
 * The page numbers a pager shows: the first, the last, and the current page with one neighbour on
 * each side, with gaps between ('1 … 4 5 6 … 12'). A gap never stands for a single page.
 */
export function pageWindow(current: number, count: number): (number | typeof GAP)[] {
  if (count <= 1) return count === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), count);
  const wanted = new Set([1, count, page - 1, page, page + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const out: (number | typeof GAP)[] = [];
  let previous = 0;
  for (const n of numbers) {
    if (n - previous === 2) out.push(previous + 1);
    else if (n - previous > 2) out.push(GAP);
    out.push(n);
    previous = n;
  }
  return out;
}
