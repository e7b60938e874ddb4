import { canCancelOrder, toAed, type OrderStatus } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors';
import { findOrderForUser } from '../checkout/checkout-repository';
import { orderJson } from '../checkout/order-json';
import { creditNotesOf, invoiceNumbersOf } from '../invoices/invoice-repository';
import { cancelWithLocks, refundCardPayment } from './order-cancel';
import { ordersOfUser } from './order-repository';
import { orderJsonOf } from './order-status-service';

export async function listOrders(app: FastifyInstance, userId: string) {
  const rows = await ordersOfUser(app.db, userId);
  // My Orders offers 'Download invoice' on the orders that have one, and each credit note.
  const ids = rows.map((r) => r.order.id);
  const [invoices, notes] = await Promise.all([
    invoiceNumbersOf(app.db, ids),
    creditNotesOf(app.db, ids),
  ]);
  return rows.map(({ order, items }) => ({
    ...orderJson(order, items, app.config),
    invoiceNumber: invoices.get(order.id) ?? null,
    creditNotes: (notes.get(order.id) ?? []).map((n) => ({
      number: n.number,
      issuedAt: n.issuedAt.toISOString(),
      amount: toAed(n.grossFils),
    })),
  }));
}

/**
 * The shopper's cancel: one transaction under the shopper's and the order's row locks, so of two
 * racing cancels one does the work and the other finds the order already cancelled.
 */
export async function cancelOrder(app: FastifyInstance, userId: string, ref: string) {
  const found = await findOrderForUser(app.db, userId, ref);
  if (!found) throw notFound('Order not found');
  const { order, cancelled } = await app.db.transaction((tx) =>
    cancelWithLocks(app, tx, found, (locked) => {
      // A refunded order was cancelled first: for the shopper both read as cancelled.
      if (locked.status === 'cancelled' || locked.status === 'refunded') return false;
      if (!canCancelOrder(locked.status as OrderStatus)) {
        throw new AppError('conflict', 'Delivered orders cannot be cancelled', 'NOT_CANCELLABLE');
      }
      return true;
    }),
  );
  // The stock came back: this instance's catalogue shows it from the next request on.
  if (cancelled) app.catalogChanged();
  // Also on a repeat: a card refund that failed after an earlier cancel is tried again.
  const settled = await refundCardPayment(app, order);
  return {
    message: cancelled ? 'Order cancelled successfully' : 'Order is already cancelled',
    order: await orderJsonOf(app, settled),
  };
}
