import type { Fils } from './money';

// What one account may hold in unpaid cash-on-delivery orders (and the cash part of a
// wallet_partial order) that are not delivered or cancelled yet. Such orders take stock without
// any payment, so without a cap one fresh account could reserve a product's whole stock.
// The numbers and why: docs/decisions/0009-cash-on-delivery-caps.md.

/** Open unpaid cash-on-delivery orders per account. */
export const COD_MAX_OPEN_ORDERS = 3;
/** Cash due on delivery across them: AED 2,000. */
export const COD_MAX_DUE_FILS: Fils = 200_000;
/** Units of any one product across them. */
export const COD_MAX_UNITS_PER_PRODUCT = 5;

export const COD_LIMIT_MESSAGE =
  'You have reached the limit for unpaid cash on delivery orders. Please pay by card or wallet, or wait until an earlier order is delivered.';

/** An account's open cash-on-delivery orders, or the one it is placing. */
export interface CodExposure {
  orders: number;
  dueFils: Fils;
  /** Quantity per product id. */
  units: ReadonlyMap<string, number>;
}

/** True when placing `next` on top of `open` takes the account past any of the caps. */
export function exceedsCodLimits(open: CodExposure, next: CodExposure): boolean {
  if (open.orders + next.orders > COD_MAX_OPEN_ORDERS) return true;
  if (open.dueFils + next.dueFils > COD_MAX_DUE_FILS) return true;
  for (const [productId, quantity] of next.units) {
    if ((open.units.get(productId) ?? 0) + quantity > COD_MAX_UNITS_PER_PRODUCT) return true;
  }
  return false;
}
