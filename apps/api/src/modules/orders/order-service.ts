import {
  CANCEL_ALREADY_REQUESTED_MESSAGE,
  CANCEL_REQUESTED_MESSAGE,
  shopperCancelKind,
  toAed,
  type OrderStatus,
} from '@store/domain';
import { refusal } from '#platform/errors';
import type { OrderShown, OrderWrites } from './order-deps';
import { orderJson } from './order-json';
import { creditNotesOf, invoiceNumbersOf } from '#modules/invoices';
import { cancelOrderFlow } from './order-cancel';
import { requestCancelLocked, type CancelWhy } from './order-cancel-request';
import { findOrderForUser, ordersOfUser, type OrderRow } from './order-repository';
import { orderJsonOf } from './order-status-service';

export async function listOrders(deps: OrderShown, userId: string) {
  const rows = await ordersOfUser(deps.db, userId);
  // My Orders offers 'Download invoice' on the orders that have one, and each credit note.
  const ids = rows.map((r) => r.order.id);
  const [invoices, notes] = await Promise.all([
    invoiceNumbersOf(deps.db, ids),
    creditNotesOf(deps.db, ids),
  ]);
  return rows.map(({ order, items }) => ({
    ...orderJson(order, items, deps.config),
    invoiceNumber: invoices.get(order.id) ?? null,
    creditNotes: (notes.get(order.id) ?? []).map((n) => ({
      number: n.number,
      issuedAt: n.issuedAt.toISOString(),
      amount: toAed(n.grossFils),
    })),
  }));
}

/**
 * The shopper's cancel (decision 55): one transaction under the shopper's and the order's row
 * locks, so of two racing cancels one does the work and the other finds it done. Before shipping
 * the order is cancelled and its money and stock come back; once it is with the courier the
 * cancel becomes a request the owner settles (`requested`), with the shopper's reason (`why`,
 * unused before shipping), and nothing moves yet.
 */
export async function cancelOrder(
  deps: OrderWrites,
  userId: string,
  ref: string,
  why: CancelWhy = {},
) {
  const found = await findOrderForUser(deps.db, userId, ref);
  if (!found) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  let request: { order: OrderRow; fresh: boolean } | undefined;
  const { order, cancelled } = await cancelOrderFlow(deps, found, {
    check: (locked) => {
      const status = locked.status as OrderStatus;
      // A refunded order was cancelled first: for the shopper both read as cancelled.
      if (status === 'cancelled' || status === 'refunded') return false;
      const kind = shopperCancelKind(status);
      if (kind === 'none') {
        throw refusal('conflict', 'NOT_CANCELLABLE');
      }
      return kind === 'cancel';
    },
    // With the courier, the cancel is a request the owner settles; nothing moves yet.
    alsoInTransaction: async (tx, done) => {
      if (done.cancelled || shopperCancelKind(done.order.status as OrderStatus) !== 'request') {
        return;
      }
      request = await requestCancelLocked(deps, tx, done.order, why);
      return request.order;
    },
  });
  if (request) {
    return {
      requested: true,
      message: request.fresh ? CANCEL_REQUESTED_MESSAGE : CANCEL_ALREADY_REQUESTED_MESSAGE,
      order: await orderJsonOf(deps, order),
    };
  }
  return {
    requested: false,
    message: cancelled ? 'Order cancelled successfully' : 'Order is already cancelled',
    order: await orderJsonOf(deps, order),
  };
}
