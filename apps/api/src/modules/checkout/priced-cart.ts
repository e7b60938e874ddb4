import {
  ORDER_TOO_LARGE,
  ORDER_TOTAL_MAX_FILS,
  vatTotals,
  type VatSetting,
  type VatTotals,
} from '@store/domain';
import type { Db, Tx } from '#db/client';
import { AppError } from '#platform/errors';
import { listCartLines } from '#modules/cart';
import { loadColorImages } from '#modules/catalog';

export interface PricedCartLine {
  productId: string;
  /** The catalogue code ('DM-0001'), kept on the order item. */
  productCode: string;
  name: string;
  /** The catalogue's price now: the browser's numbers are never read. */
  priceFils: number;
  quantity: number;
  color: string;
  size: string;
  /** Storage key of the chosen colour's first image (the default colour's when it has none). */
  imageKey: string | null;
}

export interface PricedCart {
  lines: PricedCartLine[];
  totals: VatTotals;
}

/**
 * The shopper's cart priced from the catalogue, totals by the domain's vatTotals under the
 * store's PRICES_INCLUDE_VAT (`vat`): with the default, exactly the domain's cartTotals.
 */
export async function pricedCart(
  tx: Db | Tx,
  userId: string,
  vat: VatSetting,
): Promise<PricedCart> {
  // Lines come with their product's current name and price; cart_lines cascade on product
  // deletion, so every line has its product.
  const cart = await listCartLines(tx, userId);
  if (cart.length === 0) return { lines: [], totals: vatTotals([], vat) };
  const media = await loadColorImages(tx, [...new Set(cart.map((l) => l.productId))]);
  // The chosen colour's first image, else the first image of the first colour that has one.
  const imageOf = (productId: string, color: string) => {
    const product = media.get(productId);
    if (!product) return null;
    const first = (c: string) => product.images.get(c)?.[0];
    return first(color) ?? product.colors.map(first).find((key) => key) ?? null;
  };
  const lines: PricedCartLine[] = cart.map((line) => ({
    productId: line.productId,
    productCode: line.productCode,
    name: line.name,
    priceFils: line.priceFils,
    quantity: line.quantity,
    color: line.color,
    size: line.size,
    imageKey: imageOf(line.productId, line.color),
  }));
  return { lines, totals: vatTotals(lines, vat) };
}

/**
 * The cart an order or a card payment may be for: not empty, and a total one order may come to
 * (an order's sums are 32-bit integers of fils in the database).
 */
export async function payableCart(
  tx: Db | Tx,
  userId: string,
  vat: VatSetting,
): Promise<PricedCart> {
  const cart = await pricedCart(tx, userId, vat);
  if (cart.lines.length === 0) throw new AppError('conflict', 'Your cart is empty.', 'CART_EMPTY');
  if (cart.totals.totalCostwithVAT > ORDER_TOTAL_MAX_FILS) {
    throw new AppError('validation', ORDER_TOO_LARGE, 'ORDER_TOO_LARGE');
  }
  return cart;
}
