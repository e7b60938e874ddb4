// The back office's order rules: what each filter and stat card counts, the date ranges, which
// statuses the admin may set by hand, and the messages of the delivery-code flow.
import { RETURN_WINDOW_DAYS } from './returns';
import type { ORDER_PAYMENT_METHODS } from './schemas/place-order';
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

/** Manage Orders' flag filter: disputed card payments, open cancellation requests. */
export const ADMIN_ORDER_FLAGS = ['disputed', 'cancel-requested'] as const;
export type AdminOrderFlag = (typeof ADMIN_ORDER_FLAGS)[number];

/**
 * Manage Orders' payment filter: every method an order can have been paid by, including those the
 * store no longer takes, since old orders keep theirs.
 */
export const ADMIN_ORDER_METHOD_FILTERS = ['card', 'cod', 'wallet', 'tabby', 'tamara'] as const;
export type AdminOrderMethodFilter = (typeof ADMIN_ORDER_METHOD_FILTERS)[number];

/**
 * The stored payment methods behind each payment filter. An order paid from the wallet with the
 * rest at the door is paid both ways, so it is found under Wallet and under Cash on delivery.
 */
export const ADMIN_ORDER_METHOD_GROUPS: Record<
  AdminOrderMethodFilter,
  readonly (typeof ORDER_PAYMENT_METHODS)[number][]
> = {
  card: ['online'],
  cod: ['COD', 'wallet_partial'],
  wallet: ['wallet', 'wallet_partial'],
  tabby: ['tabby'],
  tamara: ['tamara'],
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

/**
 * The digits Manage Orders stores a delivery mobile as in its search text: every non-digit
 * dropped, so '+971 50 123 4567', '971501234567' and '050-123 4567' all hold '501234567'.
 * The database writes the same (orderSearchText in the API's order schema); kept here to test it.
 */
export function mobileSearchDigits(stored: string): string {
  return stored.replace(/\D/g, '');
}

// Optional +971, 00971, 971 or 0, then the national part from its operator digit 5: at least
// '5' and two more digits, so a short number is searched as typed.
const MOBILE_QUERY = /^(?:\+971|00971|971|0)?(5\d{2,8})$/;

/**
 * What a Manage Orders search looks for when it is a UAE mobile however written (050 123 4567,
 * 0501234567, +971 50 123 4567, 971501234567, or a start of one): its national digits, which
 * the stored digits (mobileSearchDigits) contain whatever form the shopper typed. Null when the
 * search is not a mobile number; it is then searched as typed.
 */
export function mobileSearchKey(query: string): string | null {
  const compact = query.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  return MOBILE_QUERY.exec(compact)?.[1] ?? null;
}

/** The shopper's Cancel on an order with the courier: asked, not done (decision 55). */
export const CANCEL_REQUESTED_MESSAGE =
  'Cancellation requested. We are asking the courier to bring your parcel back; your refund follows once it is back with us.';
export const CANCEL_ALREADY_REQUESTED_MESSAGE =
  'Cancellation already requested. We will write to you once your parcel is back with us.';
/** The owner's answers to a cancellation request. */
export const CANCEL_RETURNED_MESSAGE = 'Order cancelled: the parcel is back and the money returned';
export const CANCEL_DECLINED_MESSAGE = 'Cancellation request declined: the order goes on';
/** How the owner settles a request: the parcel came back, or the order goes on. */
export const CANCEL_REQUEST_DECISIONS = ['returned', 'declined'] as const;
export type CancelRequestDecision = (typeof CANCEL_REQUEST_DECISIONS)[number];
