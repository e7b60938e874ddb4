import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { orders } from '#db/schema';

/** What went back to the card, on the orders the payment paid for; their ids. */
export async function recordCardRefund(db: Db | Tx, paymentIntentId: string, refundedFils: number) {
  return db
    .update(orders)
    .set({ cardRefundedFils: sql`greatest(${orders.cardRefundedFils}, ${refundedFils})` })
    .where(eq(orders.paymentIntentId, paymentIntentId))
    .returning({ id: orders.id });
}

/** Flags the orders the payment paid for as disputed (the first dispute's time stays); their ids. */
export async function recordCardDispute(
  db: Db | Tx,
  paymentIntentId: string,
  reason: string | null,
  at: Date,
) {
  return db
    .update(orders)
    .set({
      disputedAt: sql`coalesce(${orders.disputedAt}, ${at.toISOString()}::timestamptz)`,
      disputeReason: reason,
    })
    .where(eq(orders.paymentIntentId, paymentIntentId))
    .returning({ id: orders.id });
}
