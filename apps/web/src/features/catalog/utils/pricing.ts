import { discountPercent, toFils } from '@store/domain';

import type { Product } from '@store/domain/contract';

type ShownPrices = Pick<Product, 'priceWithVat' | 'originalPriceWithVat'>;

/** The struck-through price as shown (VAT included): only when it is really above the price. */
export function originalPriceOf(product: ShownPrices): number | null {
  return product.originalPriceWithVat != null && product.originalPriceWithVat > product.priceWithVat
    ? product.originalPriceWithVat
    : null;
}

/** Percent off: the product's own discount, else worked out from the two prices; 0 when none. */
export function percentOff(product: ShownPrices & Pick<Product, 'discount'>): number {
  if (product.discount != null && product.discount > 0) return Math.round(product.discount);
  const original = originalPriceOf(product);
  return original === null ? 0 : discountPercent(toFils(product.priceWithVat), toFils(original));
}
