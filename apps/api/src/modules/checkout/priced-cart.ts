import {
  ORDER_TOO_LARGE,
  ORDER_TOTAL_MAX_FILS,
  vatTotals,
  type VatSetting,
  type VatTotals,
} from '@store/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { AppError } from '#platform/errors';
import { productColors, productImages } from '#db/schema';
import { listCartLines } from '#modules/cart';

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
  const ids = [...new Set(cart.map((l) => l.productId))];
  const images = await tx
    .select({
      productId: productColors.productId,
      color: productColors.name,
      colorPosition: productColors.position,
      key: productImages.storageKey,
    })
    .from(productColors)
    .innerJoin(productImages, eq(productImages.colorId, productColors.id))
    .where(inArray(productColors.productId, ids))
    .orderBy(asc(productColors.position), asc(productImages.position));

  const firstImage = new Map<string, string>();
  for (const img of images) {
    const key = `${img.productId}\u0000${img.color}`;
    if (!firstImage.has(key)) firstImage.set(key, img.key);
    if (!firstImage.has(img.productId)) firstImage.set(img.productId, img.key);
  }
  const lines: PricedCartLine[] = cart.map((line) => ({
    productId: line.productId,
    productCode: line.productCode,
    name: line.name,
    priceFils: line.priceFils,
    quantity: line.quantity,
    color: line.color,
    size: line.size,
    imageKey:
      firstImage.get(`${line.productId}\u0000${line.color}`) ??
      firstImage.get(line.productId) ??
      null,
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
