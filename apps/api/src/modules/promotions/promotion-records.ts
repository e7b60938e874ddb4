// An order's uses of its promotions: recorded within their limits, given back on a cancel.
import { normalizePromotionCode } from '@store/domain';
import { and, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { promotionCodes, promotions, promotionUses } from '#db/schema';
import { refusal } from '#platform/errors';
import { unreleasedUses } from './promotion-repository';

export interface PromotionUsesInput {
  userId: string | null;
  /** orders.id of the order being placed. */
  orderId: string;
  orderTotalFils: number;
  uses: { promotionId: string; code: string | null; discountFils: number }[];
}

/**
 * Records an order's promotions inside the checkout's transaction, holding the limits exactly
 * under parallel checkouts: a limited promotion's row is locked (FOR UPDATE) and its total and
 * the shopper's uses counted afresh under the lock; an unlimited one is held FOR SHARE, so an
 * edit or a pause waits for the order while checkouts do not wait on one another; a batch code
 * is taken by one conditional update. A promotion paused or ended since the bag was priced, or
 * used up, is refused with a 409 and the transaction changes nothing.
 */
export async function recordPromotionUses(tx: Tx, input: PromotionUsesInput): Promise<void> {
  if (input.uses.length === 0) return;
  const now = new Date();
  const uses = [...input.uses].sort((a, b) => a.promotionId.localeCompare(b.promotionId));
  const ids = uses.map((use) => use.promotionId);
  const limited = sql`(${promotions.totalUsesLimit} IS NOT NULL OR ${promotions.perShopperLimit} IS NOT NULL)`;
  // One statement takes every lock, each row by its limits as they are when it is locked: a
  // limited promotion FOR UPDATE (its uses are then counted under the lock), the others FOR SHARE
  // (an edit or a pause waits for this order; checkouts do not wait on one another). Each set is
  // locked in the order of its ids, so two checkouts never wait on each other in a circle. A row
  // whose limits changed while this waited for it is in neither set, and the order is refused.
  const lockedAs = (name: string, hasLimit: boolean, mode: 'update' | 'share') =>
    tx.select().from(
      tx
        .select()
        .from(promotions)
        .where(and(inArray(promotions.id, ids), hasLimit ? limited : not(limited)))
        .orderBy(asc(promotions.id))
        .for(mode)
        .as(name),
    );
  const locked = await lockedAs('limited_promotions', true, 'update').unionAll(
    lockedAs('shared_promotions', false, 'share'),
  );
  const rows = new Map(locked.map((row) => [row.id, row]));
  const counted: string[] = [];
  for (const use of uses) {
    const row = rows.get(use.promotionId);
    if (!row || row.paused || row.startsAt > now || (row.endsAt !== null && row.endsAt <= now)) {
      throw refusal('conflict', 'PROMOTION_NOT_ACTIVE');
    }
    // A shopper who typed a code reads about their code, as the bag would have told them.
    if (row.totalUsesLimit !== null && row.usesCount >= row.totalUsesLimit) {
      if (use.code !== null)
        throw refusal('conflict', 'promotion.refused.used_up', { code: 'PROMOTION_USED_UP' });
      throw refusal('conflict', 'PROMOTION_USED_UP');
    }
    if (
      row.perShopperLimit !== null &&
      input.userId !== null &&
      (await unreleasedUses(tx, row.id, input.userId)) >= row.perShopperLimit
    ) {
      if (use.code !== null) {
        throw refusal('conflict', 'promotion.refused.used_by_you', {
          code: 'PROMOTION_USED_BY_YOU',
        });
      }
      throw refusal('conflict', 'PROMOTION_USED_BY_YOU');
    }
    if (row.kind === 'batch') {
      const taken = await tx
        .update(promotionCodes)
        .set({ usedByOrderId: input.orderId })
        .where(
          and(
            eq(promotionCodes.code, use.code === null ? '' : normalizePromotionCode(use.code)),
            eq(promotionCodes.promotionId, row.id),
            isNull(promotionCodes.usedByOrderId),
          ),
        )
        .returning({ code: promotionCodes.code });
      if (taken.length === 0)
        throw refusal('conflict', 'promotion.code_already_used', { code: 'PROMOTION_USED_UP' });
    }
    if (row.totalUsesLimit !== null) counted.push(row.id);
  }
  await tx.insert(promotionUses).values(
    uses.map((use) => ({
      promotionId: use.promotionId,
      code: use.code === null ? null : normalizePromotionCode(use.code),
      userId: input.userId,
      orderId: input.orderId,
      discountFils: use.discountFils,
      orderTotalFils: input.orderTotalFils,
    })),
  );
  if (counted.length > 0) {
    await tx
      .update(promotions)
      .set({ usesCount: sql`${promotions.usesCount} + 1` })
      .where(inArray(promotions.id, counted));
  }
}

/**
 * A cancelled order gives its uses back, once: they count for no limit and no figure, and a
 * batch code it took can be used again. Returns how many uses were released.
 */
export async function releasePromotionUses(tx: Tx, orderId: string): Promise<number> {
  const released = await tx
    .update(promotionUses)
    .set({ releasedAt: new Date() })
    .where(and(eq(promotionUses.orderId, orderId), isNull(promotionUses.releasedAt)))
    .returning({ promotionId: promotionUses.promotionId, code: promotionUses.code });
  for (const use of released.sort((a, b) => a.promotionId.localeCompare(b.promotionId))) {
    await tx
      .update(promotions)
      .set({ usesCount: sql`greatest(${promotions.usesCount} - 1, 0)` })
      .where(
        and(eq(promotions.id, use.promotionId), sql`${promotions.totalUsesLimit} IS NOT NULL`),
      );
    if (use.code !== null) {
      await tx
        .update(promotionCodes)
        .set({ usedByOrderId: null })
        .where(and(eq(promotionCodes.code, use.code), eq(promotionCodes.usedByOrderId, orderId)));
    }
  }
  return released.length;
}
