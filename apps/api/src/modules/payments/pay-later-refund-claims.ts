import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { paymentEvents } from '#db/schema';

/**
 * The refunds asked of a provider, claimed in the store's database before each call (decision
 * 91): Tamara's refund takes no idempotency key, so a refund delivered twice is asked once.
 * `take` answers 'taken' (this caller asks), 'stale' (this caller asks in place of one that
 * stopped without a word: the provider must be read again first), 'held' (another is asking
 * now) or 'done'.
 */
export interface RefundClaims {
  take(
    reference: string,
    paymentId: string,
    staleAfterMs: number,
  ): Promise<'taken' | 'stale' | 'held' | 'done'>;
  done(reference: string): Promise<void>;
  release(reference: string): Promise<void>;
}

const ASKED = 'pay_later.refund.asked';
const DONE = 'pay_later.refund.done';

/**
 * A provider's refunds claimed once per reference in payment_events (decision 91): the first
 * caller inserts the claim and asks; a caller finding it asked is told someone is asking now,
 * and one finding it done is told so. A failed call takes the claim back for the next try. A
 * claim older than `staleAfterMs` by the database's clock outlived any call its caller could
 * still be making (the process stopped between claiming and saying how it went): the next
 * caller takes it over, in one statement, so two callers never both do.
 */
export function refundClaims(db: Db, provider: string): RefundClaims {
  const id = (reference: string) => `${provider}-refund:${reference}`;
  return {
    async take(reference, paymentId, staleAfterMs) {
      const rows = await db
        .insert(paymentEvents)
        .values({ id: id(reference), type: ASKED, paymentIntentId: paymentId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (rows.length > 0) return 'taken';
      const takenOver = await db
        .update(paymentEvents)
        .set({ receivedAt: sql`now()` })
        .where(
          and(
            eq(paymentEvents.id, id(reference)),
            eq(paymentEvents.type, ASKED),
            sql`${paymentEvents.receivedAt} < now() - ${staleAfterMs} * interval '1 millisecond'`,
          ),
        )
        .returning({ id: paymentEvents.id });
      if (takenOver.length > 0) return 'stale';
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
