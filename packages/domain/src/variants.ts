// A product's stock per colour and size. `stock` on a product is always the sum of its variants.
import { LOW_STOCK_THRESHOLD } from './constants';
import { stockText } from './display';

export { LOW_STOCK_THRESHOLD };

export interface Variant {
  color: string;
  size: string;
  sku: string;
  stock: number;
}

/** One colour × size of a product. */
export interface VariantCell {
  color: string;
  size: string;
}

export const SKU_MAX_CHARS = 64;

/** The SKU a variant gets when the shop owner types none: `SS-000001-NAVY-BLUE-XL`. */
export function defaultSku(productid: string, color: string, size: string): string {
  const part = (text: string) => text.trim().toUpperCase().replace(/\s+/g, '-');
  return `${productid.trim()}-${part(color)}-${part(size)}`.slice(0, SKU_MAX_CHARS);
}

/** Every colour × size in display order: colours in their order, then sizes in theirs. */
export function variantCells(colors: readonly string[], sizes: readonly string[]): VariantCell[] {
  return colors.flatMap((color) => sizes.map((size) => ({ color, size })));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Does `variant` sit in the cell of this colour and size (ignoring case, as tags do)? */
export function isCell(variant: VariantCell, color: string, size: string): boolean {
  return same(variant.color, color) && same(variant.size, size);
}

/**
 * Create rule for a request with only the original `stock`: the total spread over the cells in
 * order, each getting the same share and the first ones one more until the remainder is used.
 * 10 over 3 cells is 4, 3, 3.
 */
export function spreadStock<C extends VariantCell>(
  total: number,
  cells: readonly C[],
): (C & { stock: number })[] {
  const whole = Math.max(0, Math.trunc(total));
  const count = cells.length;
  if (count === 0) return [];
  const share = Math.floor(whole / count);
  const remainder = whole % count;
  return cells.map((cell, i) => ({ ...cell, stock: share + (i < remainder ? 1 : 0) }));
}

/**
 * Update rule for a request with only the original `stock`: the change of the total is spread over
 * the variants in order when it is a rise (as on create), and taken from the variants in order
 * when it is a fall, each down to 0 and never below (so a fall larger than the stock leaves 0).
 */
export function applyStockChange<V extends { stock: number }>(
  variants: readonly V[],
  delta: number,
): V[] {
  const change = Math.trunc(delta);
  if (change >= 0) {
    const added = spreadStock(
      change,
      variants.map(() => ({ color: '', size: '' })),
    );
    return variants.map((v, i) => ({ ...v, stock: v.stock + (added[i]?.stock ?? 0) }));
  }
  let toTake = -change;
  return variants.map((v) => {
    const taken = Math.min(v.stock, toTake);
    toTake -= taken;
    return { ...v, stock: v.stock - taken };
  });
}

/** The stock of one colour and size, 0 when the product has no such variant. */
export function variantStock(
  variants: readonly (VariantCell & { stock: number })[],
  color: string,
  size: string,
): number {
  return variants.find((v) => isCell(v, color, size))?.stock ?? 0;
}

export function totalStock(variants: readonly { stock: number }[]): number {
  return variants.reduce((sum, v) => sum + v.stock, 0);
}

/** A variant at or under the threshold counts as low (sold out included). */
export function isLowStock(stock: number, threshold: number = LOW_STOCK_THRESHOLD): boolean {
  return stock <= threshold;
}

/** The three stock texts (out of stock, only N left, N in stock), for one variant too. */
export const stockWording = stockText;

/**
 * The variants after a change of colours or sizes: cells that stay keep their stock and SKU,
 * new cells start at 0 with the default SKU, cells of a removed colour or size are dropped.
 */
export function reconcileVariants(
  productid: string,
  colors: readonly string[],
  sizes: readonly string[],
  existing: readonly Variant[],
): Variant[] {
  return variantCells(colors, sizes).map(({ color, size }) => {
    const kept = existing.find((v) => isCell(v, color, size));
    return kept
      ? { color, size, sku: kept.sku, stock: kept.stock }
      : { color, size, sku: defaultSku(productid, color, size), stock: 0 };
  });
}
