import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { cartLines } from '#db/schema';

/** A bag nobody has touched for a while: its lines as stored, and when it started and last changed. */
export interface IdleBag {
  userId: string;
  /** The first line's arrival. */
  startedAt: Date;
  /** The last line added or changed (a line's removal touches those left: removeLine). */
  changedAt: Date;
  lines: { productId: string; color: string; size: string; quantity: number }[];
}

/**
 * Bags last changed after `since` and at or before `until`, one page by user id after `after`
 * (null: from the start), at most `limit` bags, for the reminder sweep.
 */
export async function idleBags(
  db: Db,
  window: { since: Date; until: Date },
  after: string | null,
  limit: number,
): Promise<IdleBag[]> {
  const changed = sql<Date>`max(${cartLines.updatedAt})`;
  const heads = await db
    .select({
      userId: cartLines.userId,
      startedAt: sql<Date>`min(${cartLines.createdAt})`.mapWith(cartLines.createdAt),
      changedAt: changed.mapWith(cartLines.updatedAt),
    })
    .from(cartLines)
    .where(after ? gt(cartLines.userId, after) : undefined)
    .groupBy(cartLines.userId)
    .having(and(sql`${changed} > ${window.since}`, sql`${changed} <= ${window.until}`))
    .orderBy(asc(cartLines.userId))
    .limit(limit);
  if (heads.length === 0) return [];
  const rows = await db
    .select({
      userId: cartLines.userId,
      productId: cartLines.productId,
      color: cartLines.color,
      size: cartLines.size,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(
      inArray(
        cartLines.userId,
        heads.map((h) => h.userId),
      ),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return heads.map((head) => ({
    ...head,
    lines: rows.filter((r) => r.userId === head.userId).map(({ userId: _userId, ...line }) => line),
  }));
}
