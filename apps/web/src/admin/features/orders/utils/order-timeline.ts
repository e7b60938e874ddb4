import { normalizeOrderStatus, type OrderStatus } from '@store/domain';

export type TimelineStep = {
  key: 'placed' | 'shipped' | 'delivered' | 'cancelled';
  /** When it happened; null for a step not reached (or reached without a stamp). */
  at: string | null;
  done: boolean;
};

type TimedOrder = {
  status: string;
  createdAt: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
};

const SHIPPED: readonly OrderStatus[] = ['shipped', 'out-for-delivery', 'delivered'];

/**
 * The expanded row's timeline: Placed, Shipped (done once shipped, out for delivery or delivered),
 * then Delivered, or Cancelled in its place for a cancelled or refunded order.
 */
export function orderTimeline(order: TimedOrder): TimelineStep[] {
  const status = normalizeOrderStatus(order.status) ?? 'placed';
  const cancelled = status === 'cancelled' || status === 'refunded';
  const shipped = SHIPPED.includes(status) || (cancelled && order.shippedAt !== null);
  return [
    { key: 'placed', at: order.createdAt, done: true },
    { key: 'shipped', at: order.shippedAt, done: shipped },
    cancelled
      ? { key: 'cancelled', at: order.cancelledAt, done: true }
      : { key: 'delivered', at: order.deliveredAt, done: status === 'delivered' },
  ];
}

/**
 * Which buttons a row offers: ship a new order, deliver one on its way, cancel before delivery.
 * While the shopper's request to cancel waits, only its answers: Returned to sender or Decline
 * request (the server refuses the delivery steps until then).
 */
export function adminOrderActions(rawStatus: string, cancelRequested = false) {
  const status = normalizeOrderStatus(rawStatus) ?? 'placed';
  const open = status === 'placed' || status === 'shipped' || status === 'out-for-delivery';
  if (cancelRequested && open) return { ship: false, deliver: false, cancel: false, settle: true };
  return {
    ship: status === 'placed',
    deliver: status === 'shipped' || status === 'out-for-delivery',
    cancel: open,
    settle: false,
  };
}
