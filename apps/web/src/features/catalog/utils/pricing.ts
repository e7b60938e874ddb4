import { discountPercent, toFils } from '@store/domain';

import type { Product } from '../types';

/** The struck-through price: only when it is really above the current price. */
export function originalPriceOf(product: Pick<Product, 'price' | 'originalPrice'>): number | null {
  return product.originalPrice != null && product.originalPrice > product.price
    ? product.originalPrice
    : null;
}

/** Percent off: the product's own discount, else worked out from the two prices; 0 when none. */
export function percentOff(product: Pick<Product, 'price' | 'originalPrice' | 'discount'>): number {
  if (product.discount != null && product.discount > 0) return Math.round(product.discount);
  const original = originalPriceOf(product);
  return original === null ? 0 : discountPercent(toFils(product.price), toFils(original));
}
