import { dubaiDate } from './dubai-calendar';
import type { OrderStatus, ReturnStatus } from './statuses';

/** How long the code that confirms an account's deletion works: as long as a reset code. */
export const ACCOUNT_DELETION_CODE_TTL_SECONDS = 600;

/** The name an erased account and its erased addresses carry from then on. */
export const ERASED_NAME = 'Deleted customer';

/**
 * The email an erased account keeps: unique per account, under a domain that can never receive
 * mail (`.invalid` is reserved), so the shopper's own address is free to register again.
 */
export const erasedEmail = (userId: string) => `deleted-${userId}@erased.invalid`;

/** The download's file name: the store's day in Dubai, so one day's copies share a name. */
export function accountDataFilename(at: Date): string {
  const { year, month, day } = dubaiDate(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `my-data-${year}-${two(month)}-${two(day)}.json`;
}

/** The order statuses after which nothing more happens to an order without a return. */
const SETTLED_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled', 'refunded'];

/** The return statuses that end a return: nothing is owed to or by the shopper after them. */
const SETTLED_RETURN_STATUSES: readonly ReturnStatus[] = [
  'rejected',
  'delivered',
  'wallet_credited',
];

/** An order still on its way, or one whose cancel request the owner has not answered yet. */
export function orderKeepsAccountOpen(order: {
  status: string;
  cancelRequested: boolean;
}): boolean {
  return (
    order.cancelRequested || !(SETTLED_ORDER_STATUSES as readonly string[]).includes(order.status)
  );
}

export function returnKeepsAccountOpen(status: string): boolean {
  return !(SETTLED_RETURN_STATUSES as readonly string[]).includes(status);
}

/**
 * Why an account cannot be erased yet: the first open order, else the first open return, else a
 * card payment that went through and is still to be placed or refunded.
 */
export type ErasureRefusal =
  | { kind: 'open_order'; ref: string }
  | { kind: 'open_return'; ref: string }
  | { kind: 'card_payment_pending' };

export function erasureRefusal(open: {
  orders: readonly { orderid: string; status: string; cancelRequested: boolean }[];
  returns: readonly { returnid: string; status: string }[];
  unsettledCardPayments: number;
}): ErasureRefusal | null {
  const order = open.orders.find(orderKeepsAccountOpen);
  if (order) return { kind: 'open_order', ref: order.orderid };
  const pending = open.returns.find((r) => returnKeepsAccountOpen(r.status));
  if (pending) return { kind: 'open_return', ref: pending.returnid };
  if (open.unsettledCardPayments > 0) return { kind: 'card_payment_pending' };
  return null;
}
