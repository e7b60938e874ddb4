import type { ReturnType } from './returns';

// ---- Orders --------------------------------------------------------------------------------

/** Stored lowercase (docs/architecture.md); any casing is accepted on input. */
export const ORDER_STATUSES = [
  'placed',
  'shipped',
  'out-for-delivery',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** 'Shipped', ' CANCELLED ', 'Out for delivery' -> the stored value; null when unknown. */
export function normalizeOrderStatus(input: string): OrderStatus | null {
  if (typeof input !== 'string') return null;
  const key = input
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return (ORDER_STATUSES as readonly string[]).includes(key) ? (key as OrderStatus) : null;
}

/** Who may move an order where: the admin's buttons, the delivery-code flow and cancellation. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['shipped', 'cancelled'],
  shipped: ['out-for-delivery', 'cancelled'],
  'out-for-delivery': ['delivered', 'cancelled'],
  delivered: [],
  // A paid card order is refunded after it is cancelled.
  cancelled: ['refunded'],
  refunded: [],
};

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/** Shopper and admin may cancel anything not yet delivered (and not already closed). */
export function canCancelOrder(status: OrderStatus): boolean {
  return canTransitionOrder(status, 'cancelled');
}

/** With the courier: the parcel has left the store and is not delivered yet. */
export const IN_TRANSIT_ORDER_STATUSES = [
  'shipped',
  'out-for-delivery',
] as const satisfies readonly OrderStatus[];

export function isInTransit(status: OrderStatus): boolean {
  return (IN_TRANSIT_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * What the shopper's Cancel does (decision 55): before shipping it cancels and refunds at once;
 * once the parcel is with the courier it only asks the owner, who settles the request when the
 * parcel is back ('returned to sender') or declines it; delivered or closed orders offer nothing.
 */
export function shopperCancelKind(status: OrderStatus): 'cancel' | 'request' | 'none' {
  if (!canCancelOrder(status)) return 'none';
  return isInTransit(status) ? 'request' : 'cancel';
}

/** The timestamp a status change records, if any. */
export function orderTimestampField(
  to: OrderStatus,
): 'shippedAt' | 'deliveredAt' | 'cancelledAt' | null {
  switch (to) {
    case 'shipped':
      return 'shippedAt';
    case 'delivered':
      return 'deliveredAt';
    case 'cancelled':
      return 'cancelledAt';
    default:
      return null;
  }
}

/** Orders whose money the shop no longer holds; the dashboard's revenue leaves them out. */
export const NON_REVENUE_ORDER_STATUSES = [
  'cancelled',
  'refunded',
] as const satisfies readonly OrderStatus[];

export function countsAsRevenue(status: OrderStatus): boolean {
  return !(NON_REVENUE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export const ORDER_TRACKER_STEPS = ['Order Placed', 'Shipped', 'Delivered'] as const;

/** Index into ORDER_TRACKER_STEPS. Cancelled and refunded orders show 'Order Cancelled' instead. */
export function orderTrackerStep(status: OrderStatus): 0 | 1 | 2 {
  if (status === 'delivered') return 2;
  if (status === 'shipped' || status === 'out-for-delivery') return 1;
  return 0;
}

// ---- Returns -------------------------------------------------------------------------------

export const RETURN_STATUSES = [
  'return_requested',
  'approved_by_shop_owner',
  'rejected',
  'pickup_scheduled',
  'picked_up',
  'replacement_shipped',
  'delivered',
  'wallet_credited',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Trim and lowercase; null when not a return status. */
export function normalizeReturnStatus(input: string): ReturnStatus | null {
  if (typeof input !== 'string') return null;
  const key = input.trim().toLowerCase();
  return (RETURN_STATUSES as readonly string[]).includes(key) ? (key as ReturnStatus) : null;
}

const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  return_requested: ['approved_by_shop_owner', 'rejected'],
  approved_by_shop_owner: ['pickup_scheduled'],
  pickup_scheduled: ['picked_up'],
  picked_up: ['replacement_shipped', 'wallet_credited'],
  replacement_shipped: ['delivered'],
  rejected: [],
  delivered: [],
  wallet_credited: [],
};

/**
 * A return's next states; after pickup a replacement ships, a save_to_wallet return is credited. A
 * picked-up replacement may be credited instead, when it cannot ship (its product was deleted or
 * will not be restocked): the shopper's item is back with the shop, so they get its money.
 */
export function canTransitionReturn(
  from: ReturnStatus,
  to: ReturnStatus,
  type: ReturnType,
): boolean {
  if (!(RETURN_TRANSITIONS[from]?.includes(to) ?? false)) return false;
  if (to === 'replacement_shipped' || to === 'delivered') return type === 'replacement';
  return true;
}

/** Pickup and the replacement's delivery are confirmed with the customer's 4-digit code. */
export function returnTransitionNeedsCode(from: ReturnStatus, to: ReturnStatus): boolean {
  return (
    (from === 'pickup_scheduled' && to === 'picked_up') ||
    (from === 'replacement_shipped' && to === 'delivered')
  );
}

const TERMINAL_RETURN_STATUSES: readonly ReturnStatus[] = [
  'rejected',
  'delivered',
  'wallet_credited',
];

export function isTerminalReturnStatus(status: ReturnStatus): boolean {
  return TERMINAL_RETURN_STATUSES.includes(status);
}
