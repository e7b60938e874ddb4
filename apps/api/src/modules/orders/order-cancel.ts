import { isPayLaterMethod } from '@store/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { orders } from '#db/schema';
import { lockShopper } from '#modules/auth';
import { lockProducts } from '#modules/catalog';
import { creditForCancel, issueCreditNote } from '#modules/invoices';
import { restoreStock } from '#modules/inventory';
import { releasePromotionUses } from '#modules/promotions';
import { creditWallet } from '#modules/wallet';
import type { CardRefund, OrderTell, OrderWrites } from './order-deps';
import { tellOrderCancelled } from './order-mails';
import { givePayLaterBack, refundOwedOnCancel } from './order-pay-later-refund';
import { lockOrder, orderItemsOf, updateOrder, type OrderRow } from './order-repository';

/** A cancellation request's fields cleared: the owner settled it, or the order was cancelled. */
export const NO_CANCEL_REQUEST = {
  cancelRequestedAt: null,
  cancelReason: null,
  cancelNote: null,
} as const;

/**
 * Cancels an order whose shopper row and order row the caller has locked (in that order, as
 * checkout does), inside the caller's transaction: the status and cancelledAt, the stock back and
 * the wallet share back. Locks follow checkout's order (user, wallet, products) so a cancel and a
 * checkout of the same products cannot deadlock. The card refund is a network call and happens
 * after the commit (refundCardPayment).
 */
async function cancelLocked(deps: OrderTell, tx: Tx, order: OrderRow) {
  const items = await orderItemsOf(tx, order.id);
  let moneyBack = false;
  if (order.walletAmountFils > 0) {
    // Idempotent by reference: even a second cancel that slipped past the status check pays once.
    await creditWallet(tx, {
      userId: order.userId,
      amountFils: order.walletAmountFils,
      reference: `order-refund:${order.id}`,
      orderId: order.id,
      note: `Refund for order ${order.orderid}`,
    });
    moneyBack = true;
  }
  const lines = items.flatMap((i) =>
    // Each unit goes back to the colour and size it was sold in.
    i.productId
      ? [{ productId: i.productId, color: i.color, size: i.size, quantity: i.quantity }]
      : [],
  );
  await lockProducts(
    tx,
    lines.map((l) => l.productId),
  );
  await restoreStock(tx, lines);
  // Its promotions' uses go back to their limits (locked last, as checkout takes them last).
  await releasePromotionUses(tx, order.id);
  const now = deps.clock.now();
  const cancelled = await updateOrder(tx, order.id, {
    status: 'cancelled',
    cancelledAt: now,
    updatedAt: now,
    // A shopper's request to cancel in transit is answered by the cancel itself.
    ...NO_CANCEL_REQUEST,
    ...(moneyBack ? { paymentStatus: 'refunded' } : {}),
    // A pay-later order's close or refund is owed from now until its provider takes it.
    ...(isPayLaterMethod(order.paymentMethod) ? refundOwedOnCancel(order, now) : {}),
  });
  // An invoiced (paid) order's money goes back: a credit note corrects its invoice.
  await issueCreditNote(tx, creditForCancel(cancelled, now));
  await tellOrderCancelled(deps, tx, cancelled);
  return cancelled;
}

/**
 * Locks the shopper, then the order, and cancels it. `check` sees the locked order (the state a
 * racing cancel left) and throws to refuse, or answers false to leave it as it is.
 */
async function cancelWithLocks(
  deps: OrderTell,
  tx: Tx,
  order: OrderRow,
  check: (locked: OrderRow) => boolean,
): Promise<{ order: OrderRow; cancelled: boolean }> {
  await lockShopper(tx, order.userId);
  const locked = await lockOrder(tx, order.id);
  if (!locked) throw new Error(`order ${order.id} vanished`);
  if (!check(locked)) return { order: locked, cancelled: false };
  return { order: await cancelLocked(deps, tx, locked), cancelled: true };
}

/** What a caller of the cancel flow decides and adds. */
export interface CancelSteps {
  /** Sees the locked order (the state a racing cancel left): throws to refuse, false leaves it. */
  check: (locked: OrderRow) => boolean;
  /**
   * What the caller writes in the same transaction once the order is cancelled or left (`was`:
   * the order as it was locked): the audit log's entry, a cancel request instead, a void code.
   */
  alsoInTransaction?: (
    tx: Tx,
    done: { order: OrderRow; cancelled: boolean; was: OrderRow },
  ) => Promise<OrderRow | void>;
}

/**
 * Cancelling an order, for the shopper, the owner and a settled cancel request alike, top to
 * bottom: in one transaction, the shopper's row and the order's row locked, the caller's check,
 * the wallet's share back, the stock back, the promotions' uses back, the status, the credit note
 * and the shopper's mail (cancelLocked), and what the caller adds; after the commit, this
 * instance's catalogue shows the stock, and the card or pay-later payment goes back, at most
 * once (also on a repeat, so a refund that failed after an earlier cancel is tried again).
 */
export async function cancelOrderFlow(
  deps: OrderWrites,
  found: OrderRow,
  steps: CancelSteps,
): Promise<{ order: OrderRow; cancelled: boolean }> {
  const { order, cancelled } = await deps.db.transaction(async (tx) => {
    let was = found;
    const done = await cancelWithLocks(deps, tx, found, (locked) => {
      was = locked;
      return steps.check(locked);
    });
    const after = await steps.alsoInTransaction?.(tx, { ...done, was });
    return { order: after ?? done.order, cancelled: done.cancelled };
  });
  if (cancelled) deps.catalogChanged();
  return { order: await refundCardPayment(deps, order), cancelled };
}

const needsCardRefund = (o: OrderRow) =>
  o.paymentMethod === 'online' &&
  o.isPaid &&
  o.paymentIntentId !== null &&
  o.refundedAt === null &&
  o.paymentStatus !== 'refunded';

/**
 * Refunds a cancelled card order through the provider, at most once: refundedAt is claimed with a
 * conditional update before the call, so a racing or repeated cancel finds it taken. A failed call
 * releases the claim (the order stays cancelled and paid) so a later retry can try again.
 */
async function refundCardPayment(deps: CardRefund, order: OrderRow): Promise<OrderRow> {
  if (isPayLaterMethod(order.paymentMethod)) return (await givePayLaterBack(deps, order)).order;
  if (order.status !== 'cancelled' || !needsCardRefund(order) || !order.paymentIntentId) {
    return order;
  }
  const claimed = await deps.db
    .update(orders)
    .set({ refundedAt: deps.clock.now() })
    .where(and(eq(orders.id, order.id), isNull(orders.refundedAt)))
    .returning();
  if (claimed.length === 0) return order;
  try {
    await deps.payments.refund(order.paymentIntentId);
  } catch (err) {
    deps.log.error({ err, orderId: order.id }, 'card refund failed');
    return updateOrder(deps.db, order.id, { refundedAt: null });
  }
  return updateOrder(deps.db, order.id, { paymentStatus: 'refunded', updatedAt: deps.clock.now() });
}
