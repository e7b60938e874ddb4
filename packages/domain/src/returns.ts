import type { Fils } from './money';
import type { VatSetting } from './vat';

/** One return window everywhere (docs/architecture.md: it overrides the admin message's 2 days). */
export const RETURN_WINDOW_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const RETURN_REASONS = [
  'Wrong size ordered',
  'Product damaged',
  'Not as described',
  'Changed my mind',
  'Other reason',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_TYPES = ['replacement', 'save_to_wallet'] as const;
/** Note: this name shadows TypeScript's global `ReturnType<F>` in files that import it. */
export type ReturnType = (typeof RETURN_TYPES)[number];

/** The last instant a return may be requested. */
export function returnWindowEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** True from delivery up to and including exactly RETURN_WINDOW_DAYS later; false if undelivered. */
export function isWithinReturnWindow(deliveredAt: Date | null, now: Date): boolean {
  if (deliveredAt === null || Number.isNaN(deliveredAt.getTime())) return false;
  return now.getTime() <= returnWindowEndsAt(deliveredAt).getTime();
}

/**
 * Wallet credit for a save_to_wallet return: price x quantity plus 5 %, rounded DOWN to the fil.
 * Integer math only (floor(p*q*105/100)) so no float error can add a fil. With prices entered
 * with VAT in them (PRICES_INCLUDE_VAT), the price already holds its VAT: price x quantity.
 *
 * A line sold with a promotions' discount (`line`: its quantity and discount, stored terms)
 * credits what the returned units were paid (`paidForUnits`), never more: the same rule, on the
 * paid amount instead of price x quantity.
 */
export function returnCreditFils(
  priceFils: Fils,
  quantity: number,
  setting: VatSetting = { pricesIncludeVat: false },
  line?: { quantity: number; discountFils: number },
): Fils {
  if (line && line.discountFils > 0) {
    const paid = paidForUnits(
      priceFils * line.quantity,
      line.discountFils,
      line.quantity,
      quantity,
    );
    return setting.pricesIncludeVat ? paid : Math.floor((paid * 105) / 100);
  }
  if (!Number.isSafeInteger(priceFils) || priceFils < 0) {
    throw new RangeError(`Price must be a non-negative whole number of fils: ${priceFils}`);
  }
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a non-negative integer: ${quantity}`);
  }
  if (setting.pricesIncludeVat) {
    const paid = priceFils * quantity;
    if (!Number.isSafeInteger(paid)) throw new RangeError('Return credit is out of range');
    return paid;
  }
  const hundredths = priceFils * quantity * 105;
  if (!Number.isSafeInteger(hundredths)) throw new RangeError('Return credit is out of range');
  return Math.floor(hundredths / 100);
}

/**
 * What `units` returned units of a line were paid, after the line's discount: the line's paid
 * amount (total less discount) spread over its units to the fil, so that however its units come
 * back (at once or `unitsBefore` already returned, then some more) they add back to exactly what
 * the line was paid, never more. The split is cumulative: the first k units of a line were paid
 * floor(paid x k / quantity), the fils left over falling to the last units. Amounts are in the
 * caller's terms (the line's total and discount in the same terms, the answer in those).
 */
export function paidForUnits(
  lineTotalFils: Fils,
  lineDiscountFils: Fils,
  quantity: number,
  units: number,
  unitsBefore = 0,
): Fils {
  for (const [name, n] of [
    ['Line total', lineTotalFils],
    ['Line discount', lineDiscountFils],
    ['Quantity', quantity],
    ['Units', units],
    ['Units returned before', unitsBefore],
  ] as const) {
    if (!Number.isSafeInteger(n) || n < 0)
      throw new RangeError(`${name} must be a whole number: ${n}`);
  }
  if (lineDiscountFils > lineTotalFils) throw new RangeError('The discount is above the line');
  if (unitsBefore + units > quantity) throw new RangeError('More units than the line holds');
  const paid = lineTotalFils - lineDiscountFils;
  const upTo = (k: number) => (k >= quantity ? paid : Math.floor((paid * k) / quantity));
  return upTo(unitsBefore + units) - upTo(unitsBefore);
}
