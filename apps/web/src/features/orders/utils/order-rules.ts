import { isWithinReturnWindow, normalizeOrderStatus, shopperCancelKind } from '@store/domain';
import type { OrderStatus } from '@store/domain';

import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import type { Order } from '@/features/checkout';
import type { ReturnRequest } from '@store/domain/contract';

/** The order's status as the domain knows it (the server stores lowercase; any casing reads). */
export const orderStatusOf = (order: Pick<Order, 'status'>): OrderStatus =>
  normalizeOrderStatus(order.status) ?? 'placed';

export const isCancelled = (status: OrderStatus) => status === 'cancelled' || status === 'refunded';

/**
 * What the order's Cancel does: 'cancel' before shipping, 'request' once with the courier (the
 * owner settles it), 'requested' while such a request waits (no button then), or 'none'.
 */
export function cancelKindOf(
  order: Pick<Order, 'status'> & Partial<Pick<Order, 'cancelRequestedAt'>>,
): 'cancel' | 'request' | 'requested' | 'none' {
  const kind = shopperCancelKind(orderStatusOf(order));
  return kind === 'request' && order.cancelRequestedAt ? 'requested' : kind;
}

export const canCancel = (
  order: Pick<Order, 'status'> & Partial<Pick<Order, 'cancelRequestedAt'>>,
) => {
  const kind = cancelKindOf(order);
  return kind === 'cancel' || kind === 'request';
};

/** Each order item's return request, by the order item's _id. */
export function returnsByItem(returns: readonly ReturnRequest[]): Map<string, ReturnRequest> {
  const map = new Map<string, ReturnRequest>();
  for (const request of returns)
    if (!map.has(request.productid)) map.set(request.productid, request);
  return map;
}

/** Delivered, within the window of deliveredAt, and no return for the item yet. */
export function canReturnItem(
  order: Pick<Order, 'status' | 'deliveredAt'>,
  itemId: string,
  returns: ReadonlyMap<string, ReturnRequest>,
  now: Date,
): boolean {
  if (orderStatusOf(order) !== 'delivered' || returns.has(itemId)) return false;
  return isWithinReturnWindow(order.deliveredAt ? new Date(order.deliveredAt) : null, now);
}

/**
 * What a failed cancel or return says: the server's own message when it gave
 * one, `fallback` when it answered without one, and `exception(reason)` when no answer came.
 */
export function failureMessage(
  error: unknown,
  fallback: string,
  exception: (reason: string) => string,
): string {
  if (error instanceof ApiError && error.kind === 'http') {
    return error.message === t('api.write.failed') ? fallback : error.message;
  }
  return exception(error instanceof Error ? error.message : String(error));
}
