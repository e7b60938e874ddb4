import {
  codeRefusalMessage,
  formatFils,
  ORDER_TOTAL_MAX_FILS,
  type CodeRefusal,
  type VatSetting,
  type VatTotals,
} from '@store/domain';
import type { Db, Tx } from '#db/client';
import { AppError, refusal } from '#platform/errors';
import { listCartLines, promotionLineOf } from '#modules/cart';
import { loadColorImages } from '#modules/catalog';
import { promotionShopper } from '#modules/orders';
import { promoteBag, type PromotedBag } from '#modules/promotions';

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
  /** The line's share of the promotions, in stored terms. */
  discountFils: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** What is charged: after the promotions. */
  totals: VatTotals;
  /** The promotions the bag gets, and its code's state. */
  promoted: PromotedBag;
}

/**
 * The shopper's cart priced from the catalogue with the promotions running `now`, totals by the
 * domain's rules under the store's PRICES_INCLUDE_VAT (`vat`): without promotions, exactly the
 * domain's cartTotals.
 */
export async function pricedCart(
  tx: Db | Tx,
  userId: string,
  vat: VatSetting,
  now: Date = new Date(),
): Promise<PricedCart> {
  // Lines come with their product's current name and price; cart_lines cascade on product
  // deletion, so every line has its product.
  const cart = await listCartLines(tx, userId);
  const promoted = await promoteBag(tx, {
    userId,
    lines: cart.map(promotionLineOf),
    setting: vat,
    shopper: await promotionShopper(tx, userId),
    now,
  });
  const { totals, lineDiscountFils } = promoted.outcome;
  if (cart.length === 0) return { lines: [], totals, promoted };
  const media = await loadColorImages(tx, [...new Set(cart.map((l) => l.productId))]);
  // The chosen colour's first image, else the first image of the first colour that has one.
  const imageOf = (productId: string, color: string) => {
    const product = media.get(productId);
    if (!product) return null;
    const first = (c: string) => product.images.get(c)?.[0];
    return first(color) ?? product.colors.map(first).find((key) => key) ?? null;
  };
  const lines: PricedCartLine[] = cart.map((line, i) => ({
    productId: line.productId,
    productCode: line.productCode,
    name: line.name,
    priceFils: line.priceFils,
    quantity: line.quantity,
    color: line.color,
    size: line.size,
    imageKey: imageOf(line.productId, line.color),
    discountFils: lineDiscountFils[i] ?? 0,
  }));
  return { lines, totals, promoted };
}

/** A code on the bag that no longer applies, in the words the bag shows for it. */
const promotionRefused = (refusal: CodeRefusal) =>
  new AppError('conflict', codeRefusalMessage(refusal, 'en'), 'PROMOTION_REFUSED');

/**
 * The cart an order or a card payment may be for: not empty, and a total one order may come to
 * (an order's sums are 32-bit integers of fils in the database).
 */
export async function payableCart(
  tx: Db | Tx,
  userId: string,
  vat: VatSetting,
  now: Date = new Date(),
): Promise<PricedCart> {
  const cart = await pricedCart(tx, userId, vat, now);
  if (cart.lines.length === 0) throw refusal('conflict', 'CART_EMPTY');
  // A code on the bag that no longer applies (ended, paused, used up, a condition no longer met)
  // stops the order: the shopper sees the bag's new total before paying, never a different one.
  const codeRefusal = cart.promoted.code?.refusal;
  if (codeRefusal) throw promotionRefused(codeRefusal);
  if (cart.totals.totalCostwithVAT > ORDER_TOTAL_MAX_FILS) {
    throw refusal('validation', 'ORDER_TOO_LARGE', {
      params: { max: formatFils(ORDER_TOTAL_MAX_FILS) },
    });
  }
  return cart;
}
