/**
 * The order sizes are listed in, wherever a shopper or the shop owner picks one: letter sizes
 * from the smallest (XXS, XS, S, M, L, XL, XXL, 3XL …), then sizes that start with a number in
 * ascending order (waist 24 before 30, shoe 40 before 41, ages 2-3Y before 10-11Y), then any
 * other word alphabetically, and 'One Size' last.
 */

const LETTER_SIZE = /^(?:(\d)X|(X*))(S|M|L)$/;
const LEADING_NUMBER = /^\d+(?:[.,]\d+)?/;
const ONE_SIZE = /^one[\s-]?size$/;

/** Where a size falls: its group (0 letters, 1 numbers, 2 other words, 3 One Size) and rank. */
function sizeRank(size: string): { group: number; rank: number } {
  const text = size.trim().toUpperCase();
  const letter = LETTER_SIZE.exec(text);
  // '3XL' writes its X's as a number: 3XL is XXXL. There is no XM.
  if (letter && !(letter[3] === 'M' && text !== 'M')) {
    const xs = letter[1] ? Number(letter[1]) : (letter[2] ?? '').length;
    const rank = letter[3] === 'M' ? 0 : letter[3] === 'S' ? -1 - xs : 1 + xs;
    return { group: 0, rank };
  }
  const number = LEADING_NUMBER.exec(text);
  if (number) return { group: 1, rank: Number(number[0].replace(',', '.')) };
  if (ONE_SIZE.test(text.toLowerCase())) return { group: 3, rank: 0 };
  return { group: 2, rank: 0 };
}

/** Compares two sizes in the order above; equal ranks fall back to the text ('2-3Y' < '2Y'). */
export function compareSizes(a: string, b: string): number {
  const x = sizeRank(a);
  const y = sizeRank(b);
  if (x.group !== y.group) return x.group - y.group;
  if (x.rank !== y.rank) return x.rank - y.rank;
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/** A copy of `sizes` in the order shoppers read sizes in (compareSizes). */
export function sortSizes<T extends string>(sizes: readonly T[]): T[] {
  return [...sizes].sort(compareSizes);
}

/** A copy of `items` ordered by their size (`sizeOf`), as compareSizes orders sizes. */
export function sortBySize<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizes(sizeOf(a), sizeOf(b)));
}
