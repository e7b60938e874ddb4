import { LOW_STOCK_THRESHOLD } from '@store/domain';
import type { DemoProduct } from './demo-types';

/** Units a well-stocked demo product holds per colour and size, on average. */
const UNITS_PER_CELL = 12;

/**
 * A demo product's total stock: the table's figure for the sold-out and nearly sold-out ones
 * (they show the storefront's messages), and enough for every colour and size of the others that
 * the Low stock page lists what is really low rather than most of the catalogue.
 */
export function demoStock(p: Pick<DemoProduct, 'stock' | 'colors' | 'sizes'>): number {
  if (p.stock <= LOW_STOCK_THRESHOLD) return p.stock;
  return Math.max(p.stock, p.colors.length * p.sizes.length * UNITS_PER_CELL);
}

/**
 * Believable stock per colour × size for a product of the demo catalogue: the product's total
 * kept, middle sizes holding more than the ends, the first colour more than the others, and
 * some sizes sold out (the largest size of the first colour on every fourth product, the
 * smallest size of the other colours on every seventh), so the storefront shows sold-out sizes.
 * The first colour's first size, what a shopper gets without choosing, is never sold out here.
 */
export function demoVariants(p: DemoProduct, index: number): NonNullable<DemoProduct['variants']> {
  const cells = p.colors.flatMap((c, ci) =>
    p.sizes.map((size, si) => {
      const middle = 1 - Math.abs(si - (p.sizes.length - 1) / 2) / p.sizes.length;
      const soldOut =
        p.sizes.length > 1 &&
        ((index % 4 === 1 && ci === 0 && si === p.sizes.length - 1) ||
          (index % 7 === 3 && ci > 0 && si === 0));
      return { color: c.name, size, weight: soldOut ? 0 : (1 + middle) * (ci === 0 ? 1.5 : 1) };
    }),
  );
  const weights = cells.reduce((n, c) => n + c.weight, 0);
  const shares = cells.map((c) => (weights > 0 ? (p.stock * c.weight) / weights : 0));
  const stocks = shares.map(Math.floor);
  // Largest remainders first, so the cells add up to the product's stock exactly.
  let left = p.stock - stocks.reduce((n, s) => n + s, 0);
  const order = shares
    .map((s, i) => [s - Math.floor(s), i] as const)
    .filter(([, i]) => (cells[i]?.weight ?? 0) > 0)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0 && order.length > 0; k = (k + 1) % order.length, left -= 1) {
    const i = order[k]?.[1] as number;
    stocks[i] = (stocks[i] ?? 0) + 1;
  }
  return cells.map((c, i) => ({ color: c.color, size: c.size, stock: stocks[i] ?? 0 }));
}
