import { applyPercent, toAed, type Fils } from './money';
import { roundHalfAwayFromZero } from './rounding';

export const VAT_PERCENT = 5;
export const SHIPPING_FEE_FILS = 1000;
/** Shipping is free once the total with VAT reaches AED 100. */
export const FREE_SHIPPING_THRESHOLD_FILS = 10000;
export const PLATFORM_FEE_FILS = 0;

/** VAT on a subtotal: 5 %, rounded half up to the fil. */
export function vatFils(subtotal: Fils): Fils {
  return applyPercent(subtotal, VAT_PERCENT);
}

/** Shipping for a bag whose total with VAT is given; nothing for an empty bag. */
export function shippingFils(totalWithVat: Fils): Fils {
  if (totalWithVat <= 0) return 0;
  return totalWithVat < FREE_SHIPPING_THRESHOLD_FILS ? SHIPPING_FEE_FILS : 0;
}

export interface PricedLine {
  priceFils: Fils;
  quantity: number;
}

/** Field names follow the original API's cart totals, so they match the JSON the pages read. */
export interface CartTotals {
  totalItems: number;
  totalCostwithoutVAT: Fils;
  VAT_Price: Fils;
  added_Shipping_Price: Fils;
  totalCostwithVAT: Fils;
}

function assertLine(line: PricedLine): void {
  if (!Number.isSafeInteger(line.priceFils) || line.priceFils < 0) {
    throw new RangeError(
      `Line price must be a non-negative whole number of fils: ${line.priceFils}`,
    );
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`Line quantity must be a non-negative integer: ${line.quantity}`);
  }
}

/** Totals of a bag; throws RangeError for a negative or fractional price or quantity. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let totalItems = 0;
  let subtotal = 0;
  for (const line of lines) {
    assertLine(line);
    totalItems += line.quantity;
    subtotal += line.priceFils * line.quantity;
  }
  const vat = vatFils(subtotal);
  const shipping = shippingFils(subtotal + vat);
  return {
    totalItems,
    totalCostwithoutVAT: subtotal,
    VAT_Price: vat,
    added_Shipping_Price: shipping,
    // Decision: despite its name, totalCostwithVAT is what the shopper pays, shipping included.
    // The cart page shows it as the total and the card amount is taken from it.
    totalCostwithVAT: subtotal + vat + shipping,
  };
}

export type CartTotalsAed = { [K in keyof CartTotals]: number };

/** Cart totals as JSON sends them: money in AED, the item count unchanged. */
export function cartTotalsInAed(t: CartTotals): CartTotalsAed {
  return {
    totalItems: t.totalItems,
    totalCostwithoutVAT: toAed(t.totalCostwithoutVAT),
    VAT_Price: toAed(t.VAT_Price),
    added_Shipping_Price: toAed(t.added_Shipping_Price),
    totalCostwithVAT: toAed(t.totalCostwithVAT),
  };
}

/** Whole percent off the original price; 0 when there is no higher original price. */
export function discountPercent(priceFils: Fils, originalPriceFils: Fils | null): number {
  if (originalPriceFils == null || originalPriceFils <= priceFils || originalPriceFils <= 0) {
    return 0;
  }
  return roundHalfAwayFromZero(((originalPriceFils - priceFils) * 100) / originalPriceFils);
}

/** A product's shelf prices as stored: fils, and the discount its badge shows (null: none). */
export interface ShelfPrices {
  priceFils: Fils;
  originalPriceFils: Fils | null;
  discount: number | null;
}

/**
 * The discount a product stores after a write that sets its prices (the product form, a CSV
 * import, a bulk price change), `given` being the discount the write names (null: left blank):
 *
 * - blank: worked out from the new prices (none when there is no higher original price);
 * - the prices change and `given` is the discount the product had, which was the one worked out
 *   from its old prices (the field left as the form loaded it or the file exported it): worked
 *   out again from the new prices, so the badge never claims a discount the prices do not give;
 * - otherwise as given: a discount the owner typed (a new one, or one of their own that the
 *   prices never gave) is theirs.
 *
 * `before` is null for a new product.
 */
export function discountAfterWrite(
  before: ShelfPrices | null,
  after: Pick<ShelfPrices, 'priceFils' | 'originalPriceFils'>,
  given: number | null,
): number | null {
  const worked = discountPercent(after.priceFils, after.originalPriceFils) || null;
  if (given === null) return worked;
  if (!before) return given;
  const moved =
    before.priceFils !== after.priceFils || before.originalPriceFils !== after.originalPriceFils;
  const wasWorkedOut =
    before.discount === (discountPercent(before.priceFils, before.originalPriceFils) || null);
  return moved && given === before.discount && wasWorkedOut ? worked : given;
}
