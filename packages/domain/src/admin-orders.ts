// The back office's order rules: what each filter and stat card counts, the date ranges, which
// statuses the admin may set by hand, and the messages of the delivery-code flow.
import { RETURN_WINDOW_DAYS } from './returns';
import type { OrderStatus } from './statuses';
import { storeDayStart } from './store-time';

export const ADMIN_ORDER_STATUS_FILTERS = ['new', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderStatusFilter = (typeof ADMIN_ORDER_STATUS_FILTERS)[number];

/**
 * The stored statuses behind each filter and stat card: 'Shipped' includes orders out for
 * delivery, and a refunded order (a cancelled card order paid back) still counts as cancelled.
 */
export const ADMIN_ORDER_STATUS_GROUPS: Record<AdminOrderStatusFilter, readonly OrderStatus[]> = {
  new: ['placed'],
  shipped: ['shipped', 'out-for-delivery'],
  delivered: ['delivered'],
  cancelled: ['cancelled', 'refunded'],
};

export const ADMIN_ORDER_RANGES = ['today', '7d', '30d'] as const;
export type AdminOrderRange = (typeof ADMIN_ORDER_RANGES)[number];

const RANGE_DAYS: Record<AdminOrderRange, number> = { today: 1, '7d': 7, '30d': 30 };

/**
 * The first instant a date filter keeps, in Dubai days: 'today' from 00:00 today, '7d' today and
 * the 6 days before it, '30d' today and the 29 before.
 */
export function adminOrderRangeStart(range: AdminOrderRange, now: Date): Date {
  return storeDayStart(now, RANGE_DAYS[range] - 1);
}

/** What the admin may set with updateStatus; delivered needs the shopper's code. */
export const ADMIN_SETTABLE_ORDER_STATUSES = [
  'shipped',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** Delivery can be confirmed, or a code sent, only while the order is on its way. */
export function canSendDeliveryCode(status: OrderStatus): boolean {
  return status === 'shipped' || status === 'out-for-delivery';
}

export const ORDER_DELIVERED_MESSAGE = `Order marked as delivered. Return window is now active for ${RETURN_WINDOW_DAYS} days.`;
export const STATUS_UPDATED_MESSAGE = 'Status updated successfully';
export const DELIVERY_CODE_EXPIRED = 'OTP has expired. Please request a new one.';
export const DELIVERY_CODE_INVALID = 'Invalid OTP, please try again.';
/** After five wrong tries, or when no code was sent: only a new code helps. */
export const DELIVERY_CODE_NONE = 'No valid OTP for this order. Please send a new one.';

/** Cash on delivery, and the rest of a part-wallet order, is paid at the door: delivery settles it. */
export function isPaidAtDoor(paymentMethod: string): boolean {
  return paymentMethod === 'COD' || paymentMethod === 'wallet_partial';
}
