import { isPayLaterMethod, type PayLaterMethod } from '@store/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { orders } from '#db/schema';
import type { PayLaterProviders } from '#modules/payments';
import type { PayLaterCalls } from './order-deps';
import { updateOrder, type OrderRow } from './order-repository';

/** The reference that makes an order's capture one capture at Tabby, however often it is tried. */
export const captureReference = (order: Pick<OrderRow, 'id'>) => `capture-${order.id}`;

/** The provider an order was paid with, when it was paid later and the provider is on. */
export const payLaterProviderOf = (
  payLater: PayLaterProviders,
  order: Pick<OrderRow, 'paymentMethod'>,
) => (isPayLaterMethod(order.paymentMethod) ? payLater[order.paymentMethod] : null);

// A cancelled order's capture is not taken: its money goes back instead (givePayLaterBack).
const owesCapture = (o: OrderRow) =>
  isPayLaterMethod(o.paymentMethod) &&
  o.captureState === 'pending' &&
  o.paymentIntentId !== null &&
  o.status !== 'cancelled';

/**
 * Captures a shipped pay-later order's total at its provider. A failed or timed-out call leaves
 * the order shipped with its capture pending (the error and time kept for the console); the
 * background check and the owner's retry call this again, and the provider takes it once (Tabby
 * by its reference, Tamara by the order read first and its refusal to capture more than the
 * order holds), so the money is never captured twice.
 */
export async function capturePayLater(deps: PayLaterCalls, order: OrderRow): Promise<OrderRow> {
  const provider = payLaterProviderOf(deps.payLater, order);
  if (!owesCapture(order) || !order.paymentIntentId || !provider) return order;
  const now = deps.clock.now();
  const reference = captureReference(order);
  try {
    const payment = await provider.capture(order.paymentIntentId, order.totalFils, reference, {
      shippedAt: order.shippedAt ?? now,
      company: order.carrierName ?? order.carrier ?? '',
      trackingNumber: order.trackingNumber,
    });
    if (!payment.captureReferences.includes(reference) && payment.capturedFils < order.totalFils) {
      throw new Error(`${provider.name} did not take the capture`);
    }
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'pay-later capture failed; retried by the check');
    return updateOrder(deps.db, order.id, {
      captureTriedAt: now,
      captureError: String((err as Error).message ?? err).slice(0, 200),
    });
  }
  const [captured] = await deps.db
    .update(orders)
    .set({ captureState: 'captured', captureTriedAt: now, captureError: null, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.captureState, 'pending')))
    .returning();
  return captured ?? order;
}

/** The captures still owed, oldest shipment first: the background check tries each again. */
export async function retryPendingCaptures(deps: PayLaterCalls, limit = 100): Promise<number> {
  const owed = await deps.db
    .select()
    .from(orders)
    .where(sql`${orders.captureState} = 'pending' AND ${orders.status} <> 'cancelled'`)
    .orderBy(asc(orders.shippedAt))
    .limit(limit);
  let captured = 0;
  for (const order of owed) {
    if ((await capturePayLater(deps, order)).captureState === 'captured') captured += 1;
  }
  return captured;
}

/** The pay-later provider and payment an order was paid with; null for every other method. */
export async function payLaterPaymentOf(
  db: Db | Tx,
  orderId: string,
): Promise<{ method: PayLaterMethod; paymentId: string } | null> {
  const [order] = await db
    .select({ method: orders.paymentMethod, paymentId: orders.paymentIntentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.paymentId && isPayLaterMethod(order.method)
    ? { method: order.method, paymentId: order.paymentId }
    : null;
}

/** What a credited return gave back to the shopper's pay-later plan, on its order. */
export async function recordPayLaterRefund(tx: Tx, orderId: string, amountFils: number) {
  await tx
    .update(orders)
    .set({ payLaterRefundedFils: sql`${orders.payLaterRefundedFils} + ${amountFils}` })
    .where(eq(orders.id, orderId));
}
