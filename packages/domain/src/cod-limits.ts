import { formatFils, type Fils } from './money';

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

/** Which cap an order would go past: the shopper is told that one, and what to do. */
export type CodLimitHit =
  { cap: 'orders' } | { cap: 'due'; alreadyDueFils: Fils } | { cap: 'units'; productId: string };

/** An account's open cash-on-delivery orders, or the one it is placing. */
export interface CodExposure {
  orders: number;
  dueFils: Fils;
  /** Quantity per product id. */
  units: ReadonlyMap<string, number>;
}

/** The first cap placing `next` on top of `open` would go past, or null. */
export function codLimitHit(open: CodExposure, next: CodExposure): CodLimitHit | null {
  if (open.orders + next.orders > COD_MAX_OPEN_ORDERS) return { cap: 'orders' };
  if (open.dueFils + next.dueFils > COD_MAX_DUE_FILS) {
    return { cap: 'due', alreadyDueFils: open.dueFils };
  }
  for (const [productId, quantity] of next.units) {
    if ((open.units.get(productId) ?? 0) + quantity > COD_MAX_UNITS_PER_PRODUCT) {
      return { cap: 'units', productId };
    }
  }
  return null;
}

/** True when placing `next` on top of `open` takes the account past any of the caps. */
export function exceedsCodLimits(open: CodExposure, next: CodExposure): boolean {
  return codLimitHit(open, next) !== null;
}

/** What the shopper reads: the cap they met, not a guess that an earlier order is to blame. */
export function codLimitMessage(hit: CodLimitHit, productName = 'one product'): string {
  const payOtherwise = 'Please pay by card or wallet';
  switch (hit.cap) {
    case 'orders':
      return `You already have ${COD_MAX_OPEN_ORDERS} unpaid cash on delivery orders. ${payOtherwise}, or wait until one is delivered.`;
    case 'due':
      return `Cash on delivery is available for up to ${formatFils(COD_MAX_DUE_FILS)} due at the door${
        hit.alreadyDueFils > 0 ? ', across your open orders' : ''
      }. ${payOtherwise}${hit.alreadyDueFils > 0 ? ', or wait until an earlier order is delivered' : ''}.`;
    case 'units':
      return `Cash on delivery is available for up to ${COD_MAX_UNITS_PER_PRODUCT} of '${productName}' across your open orders. ${payOtherwise}, or order fewer.`;
  }
}
