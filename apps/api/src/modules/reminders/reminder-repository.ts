import type { ReminderKind } from '@store/domain';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { priceWatches, reminderMails } from '#db/schema';

/**
 * Claims the reminder `about` for the shopper: true when this call wrote its row, false when it
 * was already sent (by this instance or another). The caller queues the mail in the same
 * transaction, so a claimed reminder is a queued mail and the other way round.
 */
export async function claimReminder(
  tx: Tx,
  claim: { userId: string; kind: ReminderKind; about: string; sentAt: Date },
): Promise<boolean> {
  const [row] = await tx
    .insert(reminderMails)
    .values(claim)
    .onConflictDoNothing()
    .returning({ id: reminderMails.id });
  return row !== undefined;
}

/** Which of these reminders were already sent, as `userId about` keys. */
export async function remindersSent(
  db: Db,
  kind: ReminderKind,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: reminderMails.userId, about: reminderMails.about })
    .from(reminderMails)
    .where(and(eq(reminderMails.kind, kind), inArray(reminderMails.userId, [...userIds])));
  return new Set(rows.map((r) => `${r.userId} ${r.about}`));
}

/** The reminders sent since `since`: who, which kind, when (the dashboard's figures). */
export async function remindersSince(db: Db, since: Date) {
  return db
    .select({
      userId: reminderMails.userId,
      kind: reminderMails.kind,
      sentAt: reminderMails.sentAt,
    })
    .from(reminderMails)
    .where(gte(reminderMails.sentAt, since));
}

/** The watched prices of these shoppers, by `userId productId`. */
export async function watchesOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select()
    .from(priceWatches)
    .where(inArray(priceWatches.userId, [...userIds]));
  return new Map(rows.map((r) => [`${r.userId} ${r.productId}`, r.referenceFils]));
}

/** Starts watching a wishlisted product from its price now (a watch already there stays). */
export async function startWatch(db: Db, userId: string, productId: string, fils: number) {
  await db
    .insert(priceWatches)
    .values({ userId, productId, referenceFils: fils })
    .onConflictDoNothing();
}

/**
 * Moves a watch from the price it had to the one a mail announced; false when another sweep
 * moved it first (the mail is theirs).
 */
export async function moveWatch(
  tx: Tx,
  watch: { userId: string; productId: string; fromFils: number; toFils: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(priceWatches)
    .set({ referenceFils: watch.toFils, updatedAt: watch.at })
    .where(
      and(
        eq(priceWatches.userId, watch.userId),
        eq(priceWatches.productId, watch.productId),
        eq(priceWatches.referenceFils, watch.fromFils),
      ),
    )
    .returning({ userId: priceWatches.userId });
  return rows.length > 0;
}

/** A product left the wishlist: its watch goes, so adding it again watches from the price then. */
export async function dropWatches(db: Db, userId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await db
    .delete(priceWatches)
    .where(and(eq(priceWatches.userId, userId), inArray(priceWatches.productId, [...productIds])));
}
