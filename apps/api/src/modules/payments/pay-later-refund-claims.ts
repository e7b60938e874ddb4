import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { paymentEvents } from '#db/schema';
import type { RefundClaims } from './tamara-client';

const ASKED = 'pay_later.refund.asked';
const DONE = 'pay_later.refund.done';

/**
 * A provider's refunds claimed once per reference in payment_events (decision 91): the first
 * caller inserts the claim and asks; a caller finding it asked is told someone is asking now,
 * and one finding it done is told so. A failed call takes the claim back for the next try.
 */
export function refundClaims(db: Db, provider: string): RefundClaims {
  const id = (reference: string) => `${provider}-refund:${reference}`;
  return {
    async take(reference, paymentId) {
      const rows = await db
        .insert(paymentEvents)
        .values({ id: id(reference), type: ASKED, paymentIntentId: paymentId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (rows.length > 0) return 'taken';
      const [row] = await db
        .select({ type: paymentEvents.type })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, id(reference)));
      return row?.type === DONE ? 'done' : 'held';
    },
    async done(reference) {
      await db
        .update(paymentEvents)
        .set({ type: DONE })
        .where(sql`${paymentEvents.id} = ${id(reference)}`);
    },
    async release(reference) {
      await db.delete(paymentEvents).where(eq(paymentEvents.id, id(reference)));
    },
  };
}
