import {
  canTransitionOrder,
  orderTimestampField,
  shipmentOf,
  type OrderStatus,
} from '@store/domain';
import type { Config } from '#config/env';
import { refusal } from '#platform/errors';
import type { AuditActor } from '#modules/audit';
import { invoiceIfDelivered } from './order-invoice';
import type { OrderShown, OrderWrites } from './order-deps';
import { orderJson, type OrderJson } from './order-json';
import { cancelOrderFlow } from './order-cancel';
import { recordOrderStatus } from './order-audit';
import { capturePayLater } from './order-pay-later';
import { tellOrderShipped } from './order-mails';
import { findOrder, lockOrder, orderItemsOf, updateOrder, type OrderRow } from './order-repository';

/** The courier and parcel number given with 'shipped' (both optional). */
export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
}

/** What a shipped order stores: the key and number, and the courier's name and link as of now. */
function shipmentKept(
  couriers: Config['shipping']['couriers'],
  { carrier, trackingNumber }: Shipment,
) {
  const shown = shipmentOf(couriers, { carrier, trackingNumber });
  return {
    carrier: carrier ?? null,
    trackingNumber: trackingNumber ?? null,
    carrierName: shown?.carrierName ?? null,
    trackingUrl: shown?.trackingUrl ?? null,
  };
}

const cannotMove = (from: string, to: string) =>
  refusal('conflict', 'order.cannot_move_order_from_from', {
    params: { from, to },
    code: 'INVALID_TRANSITION',
  });

export async function orderJsonOf(deps: OrderShown, order: OrderRow): Promise<OrderJson> {
  return orderJson(order, await orderItemsOf(deps.db, order.id), deps.config);
}

/**
 * Moves an order along the domain's ORDER_TRANSITIONS (the back office, the delivery-code flow),
 * stamping shippedAt / deliveredAt / cancelledAt with the app's clock. Cancelling goes through the
 * same path as the shopper's cancel, so stock, wallet and card money come back exactly once.
 * With an `actor` (an admin's request) the move is recorded in the audit log, in its transaction.
 */
export async function advanceOrderStatus(
  deps: OrderWrites,
  orderId: string,
  to: OrderStatus,
  shipment: Shipment = {},
  actor?: AuditActor,
): Promise<OrderJson> {
  const found = await findOrder(deps.db, orderId);
  if (!found) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  if (to === 'cancelled') {
    const { order } = await cancelOrderFlow(deps, found, {
      check: (locked) => {
        if (!canTransitionOrder(locked.status as OrderStatus, to)) {
          throw cannotMove(locked.status, to);
        }
        return true;
      },
      alsoInTransaction: (tx, { was, order: cancelled }) =>
        recordOrderStatus(tx, actor, was, cancelled),
    });
    return orderJsonOf(deps, order);
  }
  const moved = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
    const from = order.status as OrderStatus;
    if (!canTransitionOrder(from, to)) throw cannotMove(from, to);
    const now = deps.clock.now();
    const field = orderTimestampField(to);
    const updated = await updateOrder(tx, orderId, {
      status: to,
      updatedAt: now,
      ...(field ? { [field]: now } : {}),
      ...(to === 'shipped' ? shipmentKept(deps.config.shipping.couriers, shipment) : {}),
      // A pay-later order's money is captured as it ships (after this commit).
      ...(to === 'shipped' && order.captureState === 'authorized'
        ? { captureState: 'pending' as const }
        : {}),
    });
    // A cash order's tax point is its delivery: its invoice is issued now.
    await invoiceIfDelivered(tx, deps.config.store, updated, now);
    if (to === 'shipped') await tellOrderShipped(deps, tx, updated);
    await recordOrderStatus(tx, actor, order, updated, deps.config.shipping.couriers);
    return updated;
  });
  return orderJsonOf(deps, await capturePayLater(deps, moved));
}
