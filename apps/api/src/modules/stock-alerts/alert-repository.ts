import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { stockAlerts } from '#db/schema';

export type StockAlertRow = typeof stockAlerts.$inferSelect;

export interface AlertVariant {
  productId: string;
  color: string;
  size: string;
}

/** Who waits: an account, or a visitor by the address they typed. */
export type AlertRecipient = { userId: string } | { email: string };

/**
 * Adds a waiting alert for the variant, or keeps the one already waiting for the same account or
 * address (asking twice is one alert). Answers the waiting alert's id.
 */
export async function addAlert(
  tx: Tx,
  variant: AlertVariant,
  recipient: AlertRecipient,
  language: 'en' | 'ar',
  now: Date,
): Promise<string> {
  const who =
    'userId' in recipient
      ? eq(stockAlerts.userId, recipient.userId)
      : sql`lower(${stockAlerts.email}) = lower(${recipient.email})`;
  const waiting = and(
    eq(stockAlerts.productId, variant.productId),
    eq(stockAlerts.color, variant.color),
    eq(stockAlerts.size, variant.size),
    isNull(stockAlerts.notifiedAt),
    who,
  );
  const [found] = await tx.select({ id: stockAlerts.id }).from(stockAlerts).where(waiting);
  if (found) return found.id;
  const [inserted] = await tx
    .insert(stockAlerts)
    .values({
      ...variant,
      userId: 'userId' in recipient ? recipient.userId : null,
      email: 'email' in recipient ? recipient.email : null,
      language,
      createdAt: now,
    })
    // Two taps at once: the unique index on waiting alerts keeps one.
    .onConflictDoNothing()
    .returning({ id: stockAlerts.id });
  if (inserted) return inserted.id;
  const [again] = await tx.select({ id: stockAlerts.id }).from(stockAlerts).where(waiting);
  if (!again) throw new Error('stock alert insert returned nothing');
  return again.id;
}

/** The account's alerts still waiting, newest first. */
export async function waitingAlertsOf(db: Db | Tx, userId: string): Promise<StockAlertRow[]> {
  return db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id));
}

/** Removes one of the account's alerts; false when it has no such alert. */
export async function removeAlert(db: Db | Tx, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId)))
    .returning({ id: stockAlerts.id });
  return gone.length > 0;
}

/** Whether any alert is due (a restock happened and its mails are not all written). */
export async function anyDue(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(and(isNotNull(stockAlerts.dueAt), isNull(stockAlerts.notifiedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Up to `limit` due alerts, row-locked for the caller's transaction; rows another sender holds
 * are skipped, so two senders at once never take the same alert.
 */
export async function claimDue(tx: Tx, limit: number): Promise<StockAlertRow[]> {
  return tx
    .select()
    .from(stockAlerts)
    .where(and(isNotNull(stockAlerts.dueAt), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.dueAt), asc(stockAlerts.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Stamps the alerts notified: their mails are in the outbox, in the same transaction. */
export async function markNotified(tx: Tx, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(stockAlerts)
    .set({ notifiedAt: now })
    .where(and(inArray(stockAlerts.id, [...ids]), isNull(stockAlerts.notifiedAt)));
}

/**
 * Shoppers waiting per variant, as a subquery the Low stock page joins (columns product_id,
 * color, size, waiting).
 */
export function waitingPerVariant(db: Db) {
  return db
    .select({
      productId: stockAlerts.productId,
      color: stockAlerts.color,
      size: stockAlerts.size,
      waiting: sql<number>`count(*)::int`.as('waiting'),
    })
    .from(stockAlerts)
    .where(isNull(stockAlerts.notifiedAt))
    .groupBy(stockAlerts.productId, stockAlerts.color, stockAlerts.size)
    .as('waiting_alerts');
}

/** An erasure: the account's alerts, and any a visitor left with its address, are deleted. */
export async function forgetAlertsOf(tx: Tx, userId: string, email: string | null): Promise<void> {
  await tx.delete(stockAlerts).where(eq(stockAlerts.userId, userId));
  if (email) {
    await tx.delete(stockAlerts).where(sql`lower(${stockAlerts.email}) = lower(${email})`);
  }
}
