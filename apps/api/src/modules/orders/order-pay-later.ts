import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '#db/client';
import { orders } from '#db/schema';
import { updateOrder, type OrderRow } from './order-repository';

/** The reference that makes an order's capture one capture at Tabby, however often it is tried. */
export const captureReference = (order: Pick<OrderRow, 'id'>) => `capture-${order.id}`;

const owesCapture = (o: OrderRow) =>
  o.paymentMethod === 'tabby' && o.captureState === 'pending' && o.paymentIntentId !== null;

/**
 * Captures a shipped pay-later order's total at Tabby. A failed or timed-out call leaves the
 * order shipped with its capture pending (the error and time kept for the console); the
 * background check and the owner's retry call this again with the same reference, which Tabby
 * takes once, so the money is never captured twice.
 */
export async function capturePayLater(app: FastifyInstance, order: OrderRow): Promise<OrderRow> {
  const provider = app.payLater;
  if (!owesCapture(order) || !order.paymentIntentId || !provider) return order;
  const now = app.clock.now();
  const reference = captureReference(order);
  try {
    const payment = await provider.capture(order.paymentIntentId, order.totalFils, reference);
    if (!payment.captureReferences.includes(reference) && payment.capturedFils < order.totalFils) {
      throw new Error('Tabby did not take the capture');
    }
  } catch (err) {
    app.log.error({ err, orderId: order.id }, 'tabby capture failed; retried by the check');
    return updateOrder(app.db, order.id, {
      captureTriedAt: now,
      captureError: String((err as Error).message ?? err).slice(0, 200),
    });
  }
  const [captured] = await app.db
    .update(orders)
    .set({ captureState: 'captured', captureTriedAt: now, captureError: null, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.captureState, 'pending')))
    .returning();
  return captured ?? order;
}

/** The captures still owed, oldest shipment first: the background check tries each again. */
export async function retryPendingCaptures(app: FastifyInstance, limit = 100): Promise<number> {
  const owed = await app.db
    .select()
    .from(orders)
    .where(sql`${orders.captureState} = 'pending'`)
    .orderBy(asc(orders.shippedAt))
    .limit(limit);
  let captured = 0;
  for (const order of owed) {
    if ((await capturePayLater(app, order)).captureState === 'captured') captured += 1;
  }
  return captured;
}

/**
 * A cancelled pay-later order's money goes back to the shopper's plan, once: an authorisation
 * not yet captured is closed; a captured one is refunded what was not refunded yet, with a
 * reference Tabby takes once. A failed call is logged and leaves the order for a retry.
 */
export async function givePayLaterBack(app: FastifyInstance, order: OrderRow): Promise<OrderRow> {
  const provider = app.payLater;
  const id = order.paymentIntentId;
  if (order.paymentMethod !== 'tabby' || order.status !== 'cancelled' || !id || !provider) {
    return order;
  }
  const now = app.clock.now();
  try {
    if (order.captureState === 'authorized') {
      await provider.close(id);
      return updateOrder(app.db, order.id, {
        captureState: 'closed',
        paymentStatus: 'refunded',
        refundedAt: now,
        updatedAt: now,
      });
    }
    const owed = order.totalFils - order.payLaterRefundedFils;
    if (order.captureState !== 'captured' || owed <= 0) return order;
    await provider.refund(id, owed, `cancel-${order.id}`);
    return updateOrder(app.db, order.id, {
      payLaterRefundedFils: order.totalFils,
      paymentStatus: 'refunded',
      refundedAt: now,
      updatedAt: now,
    });
  } catch (err) {
    app.log.error({ err, orderId: order.id }, 'tabby refund of a cancelled order failed');
    return order;
  }
}

/** The Tabby payment an order was paid with; null for every other method. */
export async function payLaterPaymentOf(db: Db | Tx, orderId: string): Promise<string | null> {
  const [order] = await db
    .select({ method: orders.paymentMethod, paymentId: orders.paymentIntentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.method === 'tabby' ? order.paymentId : null;
}

/** What a credited return gave back to the shopper's Tabby plan, on its order. */
export async function recordPayLaterRefund(tx: Tx, orderId: string, amountFils: number) {
  await tx
    .update(orders)
    .set({ payLaterRefundedFils: sql`${orders.payLaterRefundedFils} + ${amountFils}` })
    .where(eq(orders.id, orderId));
}
