import type { AdminOrder, Sent } from '@store/domain/contract';
import { toAed } from '@store/domain';
import { customersByIds } from '#modules/auth';
import type { OrderShown } from './order-deps';
import { orderJson, type OrderShownWith } from './order-json';
import { payLaterOwedFils } from './order-pay-later-refund';
import type { OrderItemRow, OrderRow } from './order-repository';
import { taxDocumentsOf } from '#modules/invoices';
import { itemsOfOrders } from './order-repository';

type Customer = { fullname: string; email: string };

/** The back office's Order: the shopper's Order joined to the customer's name and email. */
export function adminOrderJson(
  order: OrderRow,
  items: OrderItemRow[],
  customer: Customer | undefined,
  shown: OrderShownWith,
): Sent<AdminOrder> {
  return {
    ...orderJson(order, items, shown),
    userName: customer?.fullname ?? order.shippingAddress.username,
    contactDetails: customer?.email ?? '',
    updatedAt: order.updatedAt.toISOString(),
    /** The shopper's bank disputed the card payment (charge.dispute.created), for the badge. */
    dispute: order.disputedAt
      ? { at: order.disputedAt.toISOString(), reason: order.disputeReason }
      : null,
    /**
     * The shopper asked to cancel in transit, and why: the owner settles it (badge, filter,
     * buttons, the reason in the order's details).
     */
    cancelRequest: order.cancelRequestedAt
      ? {
          at: order.cancelRequestedAt.toISOString(),
          reason: order.cancelReason,
          note: order.cancelNote,
        }
      : null,
    /** What the card provider reports refunded to the card (charge.refunded), in AED. */
    cardRefunded: toAed(order.cardRefundedFils),
    /** A cancelled pay-later order's close or refund, owed until the provider takes it. */
    payLaterRefund: order.refundState
      ? {
          state: order.refundState,
          owed: toAed(order.refundState === 'done' ? 0 : payLaterOwedFils(order)),
          triedAt: order.refundTriedAt?.toISOString() ?? null,
          error: order.refundError,
        }
      : null,
  };
}

export type AdminOrderJson = ReturnType<typeof adminOrderJson>;

/** Several orders as the back office shows them, with two more queries in all. */
export async function adminOrdersJson(
  deps: OrderShown,
  rows: OrderRow[],
): Promise<AdminOrderJson[]> {
  const items = await itemsOfOrders(
    deps.db,
    rows.map((r) => r.id),
  );
  const customers = await customersByIds(
    deps.db,
    rows.map((r) => r.userId),
  );
  // The order details list the invoice and credit notes with download buttons.
  const taxDocuments = await taxDocumentsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((order) => ({
    ...adminOrderJson(order, items.get(order.id) ?? [], customers.get(order.userId), deps.config),
    ...taxDocuments.get(order.id),
  }));
}

export async function adminOrderJsonOf(deps: OrderShown, order: OrderRow) {
  const [json] = await adminOrdersJson(deps, [order]);
  if (!json) throw new Error(`order ${order.id} vanished`);
  return json;
}
