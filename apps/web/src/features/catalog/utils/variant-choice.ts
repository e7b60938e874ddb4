import { variantStock, type Variant } from '@store/domain';

import type { Product } from '@store/domain/contract';

type Kind = 'size' | 'color';
const OTHER: Record<Kind, Kind> = { size: 'color', color: 'size' };

/**
 * The options of one kind with nothing left beside the other kind's choice: the sizes sold out
 * in the chosen colour, or the colours sold out in the chosen size. With nothing chosen on the
 * other side, an option is sold out when it is at 0 everywhere. A product answered without
 * variants marks nothing, nor does one sold out altogether: its stock text already says so, and
 * Add to Bag answers with the API's "Sorry, '{name}' is out of stock.".
 */
export function soldOutOptions(
  variants: readonly Variant[] | undefined,
  kind: Kind,
  other: string | null,
): ReadonlySet<string> {
  if (!variants || !variants.some((variant) => variant.stock > 0)) return new Set();
  const left = new Map<string, number>();
  for (const variant of variants) {
    if (other !== null && variant[OTHER[kind]] !== other) continue;
    left.set(variant[kind], (left.get(variant[kind]) ?? 0) + Math.max(0, variant.stock));
  }
  return new Set([...left].filter(([, stock]) => stock === 0).map(([option]) => option));
}

/**
 * The stock the page speaks of: the chosen variant's once a colour and a size are chosen (or the
 * product has none of that kind), the product's total before.
 */
export function chosenStock(
  product: Pick<Product, 'stock' | 'variants' | 'sizes' | 'colors'>,
  color: string | null,
  size: string | null,
): number {
  const { variants } = product;
  const colorSet = color !== null || product.colors.length === 0;
  const sizeSet = size !== null || product.sizes.length === 0;
  if (!variants || variants.length === 0 || !colorSet || !sizeSet) return product.stock;
  if (color !== null && size !== null) return variantStock(variants, color, size);
  const match = variants.find(
    (v) => (color === null || v.color === color) && (size === null || v.size === size),
  );
  return match ? match.stock : 0;
}
