import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { refusal } from '#platform/errors';
import { cardCheckouts, paymentEvents } from '#db/schema';

export type CardCheckoutRow = typeof cardCheckouts.$inferSelect;
export type NewCardCheckout = typeof cardCheckouts.$inferInsert;

export async function recordCardCheckout(db: Db, row: NewCardCheckout): Promise<void> {
  await db.insert(cardCheckouts).values(row).onConflictDoNothing();
}

export async function findCardCheckout(db: Db | Tx, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(cardCheckouts)
    .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
  return row;
}

/** The first time the provider said the payment went through (webhook or background check). */
export async function markSucceeded(db: Db, paymentIntentId: string, at: Date): Promise<void> {
  await db
    .update(cardCheckouts)
    .set({
      succeededAt: sql`coalesce(${cardCheckouts.succeededAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
}

export type Claim = 'claimed' | 'order' | 'refund' | 'unrecorded';

/**
 * Sets the payment's one outcome. The conditional update holds the row until the transaction
 * ends, so of two paths claiming at once the second waits, then finds the first's outcome:
 * 'claimed' when this call set it (or it was already the same order), otherwise what the payment
 * went to. 'unrecorded' for a payment made before this record existed (the unique payment index
 * on orders and unused_payment_refunds still stand guard for those).
 */
export async function claimOutcome(
  tx: Db | Tx,
  paymentIntentId: string,
  outcome: { kind: 'order'; orderId: string } | { kind: 'refund' },
  at: Date,
): Promise<Claim> {
  const orderId = outcome.kind === 'order' ? outcome.orderId : null;
  const claimed = await tx
    .update(cardCheckouts)
    .set({ outcome: outcome.kind, orderId, settledAt: at })
    .where(and(eq(cardCheckouts.paymentIntentId, paymentIntentId), isNull(cardCheckouts.outcome)))
    .returning({ id: cardCheckouts.paymentIntentId });
  if (claimed.length > 0) return 'claimed';
  const row = await findCardCheckout(tx, paymentIntentId);
  if (!row?.outcome) return 'unrecorded';
  if (row.outcome === 'order' && orderId !== null && row.orderId === orderId) return 'claimed';
  return row.outcome;
}

/** A refund the provider refused: the payment is open again, for the next check to settle. */
export async function releaseRefundClaim(db: Db, paymentIntentId: string): Promise<void> {
  await db
    .update(cardCheckouts)
    .set({ outcome: null, orderId: null, settledAt: null })
    .where(
      and(eq(cardCheckouts.paymentIntentId, paymentIntentId), eq(cardCheckouts.outcome, 'refund')),
    );
}

/**
 * Payments still open, made between `since` and `before` (so past the window in which the
 * shopper's browser is expected back), oldest first, at most `limit`.
 */
export async function openCardCheckouts(
  db: Db,
  range: { since: Date; before: Date; now: Date },
  limit: number,
) {
  return db
    .select({
      paymentIntentId: cardCheckouts.paymentIntentId,
      provider: cardCheckouts.provider,
      createdAt: cardCheckouts.createdAt,
    })
    .from(cardCheckouts)
    .where(
      and(
        isNull(cardCheckouts.outcome),
        gt(cardCheckouts.createdAt, range.since),
        lt(cardCheckouts.createdAt, range.before),
        or(isNull(cardCheckouts.nextCheckAt), lte(cardCheckouts.nextCheckAt, range.now)),
      ),
    )
    .orderBy(asc(cardCheckouts.createdAt))
    .limit(limit);
}

/** An unpaid payment is asked about again at `at`, not on every run of the check. */
export async function checkAgainAt(db: Db, paymentIntentId: string, at: Date): Promise<void> {
  await db
    .update(cardCheckouts)
    .set({ nextCheckAt: at })
    .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
}

/**
 * Writes the event's id; false when it was already written (a repeated delivery, or one running
 * right now on another request), and then nothing is done again.
 */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string; paymentIntentId: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** A delivery whose handling failed is forgotten, so the provider's retry handles it. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}

/** What went back to the card, on the record (which keeps it when no order). */
export async function recordCardRefund(db: Db, paymentIntentId: string, refundedFils: number) {
  await db
    .update(cardCheckouts)
    .set({ refundedFils: sql`greatest(${cardCheckouts.refundedFils}, ${refundedFils})` })
    .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
}

/**
 * Flags the payment's record as disputed, so an order placed from it later (the dispute came
 * before the success) carries it; the orders side flags an order placed already.
 */
export async function recordDispute(
  db: Db,
  paymentIntentId: string,
  reason: string | null,
  at: Date,
) {
  await db
    .update(cardCheckouts)
    .set({
      disputedAt: sql`coalesce(${cardCheckouts.disputedAt}, ${at.toISOString()}::timestamptz)`,
      disputeReason: reason,
    })
    .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
}

/**
 * addOrder's claim, in its transaction: the order it just wrote is the payment's outcome, unless
 * a refund claimed the payment first (then the order is rolled back with this refusal).
 */
export async function claimCardPaymentForOrder(
  tx: Tx,
  paymentIntentId: string,
  orderId: string,
  at: Date,
): Promise<void> {
  const claim = await claimOutcome(tx, paymentIntentId, { kind: 'order', orderId }, at);
  if (claim === 'refund') {
    throw refusal('conflict', 'checkout.payment_refunded_card_pay_again', {
      code: 'PAYMENT_REFUNDED',
    });
  }
}

/**
 * A shopper's card payments that went through but have no order or refund yet: the background
 * check will still place or refund them, so the account they belong to must stay open.
 */
export async function unsettledCardPaymentsOf(db: Db | Tx, userId: string): Promise<number> {
  const rows = await db
    .select({ id: cardCheckouts.paymentIntentId })
    .from(cardCheckouts)
    .where(
      and(
        eq(cardCheckouts.userId, userId),
        isNull(cardCheckouts.outcome),
        sql`${cardCheckouts.succeededAt} IS NOT NULL`,
      ),
    );
  return rows.length;
}

/** Forgets the delivery address recorded with a shopper's settled card payments (an erasure). */
export async function forgetCheckoutAddresses(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(cardCheckouts)
    .set({ shippingAddress: null })
    .where(and(eq(cardCheckouts.userId, userId), sql`${cardCheckouts.outcome} IS NOT NULL`));
}
