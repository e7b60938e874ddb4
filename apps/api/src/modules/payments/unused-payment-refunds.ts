import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { unusedPaymentRefunds } from '#db/schema';

/** Whether the payment was given back because no order could use it (see unusedPaymentRefunds). */
export async function unusedPaymentRefunded(tx: Tx, paymentIntentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: unusedPaymentRefunds.paymentIntentId })
    .from(unusedPaymentRefunds)
    .where(eq(unusedPaymentRefunds.paymentIntentId, paymentIntentId));
  return rows.length > 0;
}

/** Records that the payment is being given back; false when another submit recorded it first. */
export async function recordUnusedPaymentRefund(
  tx: Tx,
  paymentIntentId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .insert(unusedPaymentRefunds)
    .values({ paymentIntentId, userId })
    .onConflictDoNothing()
    .returning({ id: unusedPaymentRefunds.paymentIntentId });
  return rows.length > 0;
}

/** Takes the record back after a refund the provider refused: the payment is still the shop's. */
export async function forgetUnusedPaymentRefund(db: Db, paymentIntentId: string): Promise<void> {
  await db
    .delete(unusedPaymentRefunds)
    .where(eq(unusedPaymentRefunds.paymentIntentId, paymentIntentId));
}
