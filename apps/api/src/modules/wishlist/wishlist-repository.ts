import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { wishlistEntries } from '#db/schema';

/** The shopper's product ids, newest first (product id breaks ties in the same instant). */
export async function listWishlist(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistEntries.productId })
    .from(wishlistEntries)
    .where(eq(wishlistEntries.userId, userId))
    .orderBy(desc(wishlistEntries.createdAt), asc(wishlistEntries.productId));
  return rows.map((r) => r.productId);
}

/** Adds the product once: the primary key makes a second add (even a concurrent one) a no-op. */
export async function addEntry(db: Db, userId: string, productId: string): Promise<void> {
  await db.insert(wishlistEntries).values({ userId, productId }).onConflictDoNothing();
}

export async function removeEntry(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)));
}

/** Empties the shopper's wishlist (what an unproven registration saved, decision 10). */
export async function clearWishlist(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(wishlistEntries).where(eq(wishlistEntries.userId, userId));
}

/** Whose wishlist holds what: one page of entries by shopper after `after` (null: the first). */
export async function wishlistEntriesAfter(
  db: Db,
  after: string | null,
  limit: number,
): Promise<{ userId: string; productIds: string[] }[]> {
  const shoppers = await db
    .selectDistinct({ userId: wishlistEntries.userId })
    .from(wishlistEntries)
    .where(after ? gt(wishlistEntries.userId, after) : undefined)
    .orderBy(asc(wishlistEntries.userId))
    .limit(limit);
  if (shoppers.length === 0) return [];
  const ids = shoppers.map((s) => s.userId);
  const rows = await db
    .select({ userId: wishlistEntries.userId, productId: wishlistEntries.productId })
    .from(wishlistEntries)
    .where(inArray(wishlistEntries.userId, ids));
  return ids.map((userId) => ({
    userId,
    productIds: rows.filter((r) => r.userId === userId).map((r) => r.productId),
  }));
}
