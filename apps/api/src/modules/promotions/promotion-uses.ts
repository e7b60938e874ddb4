import {
  codeAvailability,
  normalizePromotionCode,
  type CodeRefusal,
  type PromotionRule,
  type ScheduledPromotion,
} from '@store/domain';
import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { bagCodes, promotionCodes, promotions, promotionUses } from '#db/schema';
import { refusal } from '#platform/errors';
import type { PromotionRow } from './promotion-json';
import { unreleasedUses } from './promotion-repository';

/** A promotion's row as the rules read it. */
export function ruleOf(row: PromotionRow): PromotionRule {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    automatic: row.kind === 'automatic',
    reward: row.reward,
    conditions: row.conditions,
    combinesWith: row.combinesWith,
  };
}

const notEnded = (now: Date) => or(isNull(promotions.endsAt), gt(promotions.endsAt, now));

const running = (now: Date) =>
  and(eq(promotions.paused, false), lte(promotions.startsAt, now), notEnded(now));

/** Automatic promotions with uses left that also meet `when`, oldest first. */
async function automaticRows(tx: Db | Tx, when: SQL | undefined) {
  return tx
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, 'automatic'),
        when,
        or(
          isNull(promotions.totalUsesLimit),
          sql`${promotions.usesCount} < ${promotions.totalUsesLimit}`,
        ),
      ),
    )
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
}

/** The automatic promotions running at `now` with uses left, oldest first. */
export async function livePromotions(tx: Db | Tx, now: Date): Promise<PromotionRule[]> {
  return (await automaticRows(tx, running(now))).map(ruleOf);
}

/**
 * The automatic promotions not paused, not ended at `now` and with uses left, those yet to start
 * included, with their schedules, oldest first: what the catalogue's badges are made of.
 */
export async function scheduledPromotions(tx: Db | Tx, now: Date): Promise<ScheduledPromotion[]> {
  const rows = await automaticRows(tx, and(eq(promotions.paused, false), notEnded(now)));
  return rows.map((row) => ({ rule: ruleOf(row), startsAt: row.startsAt, endsAt: row.endsAt }));
}

/** The promotion a code names (a promotion's own code or one of a batch's), and whether it is used. */
async function findByCode(tx: Db | Tx, code: string) {
  const [own] = await tx.select().from(promotions).where(eq(promotions.code, code));
  if (own) return { row: own, batchCodeUsed: false };
  const [batch] = await tx
    .select({ row: promotions, usedBy: promotionCodes.usedByOrderId })
    .from(promotionCodes)
    .innerJoin(promotions, eq(promotions.id, promotionCodes.promotionId))
    .where(eq(promotionCodes.code, code));
  return batch ? { row: batch.row, batchCodeUsed: batch.usedBy !== null } : undefined;
}

/**
 * The rule a typed code names, or why it cannot be used now by its schedule and limits (the bag's
 * conditions are the rules' to judge). Case does not matter. A batch code already used is
 * 'used_up'.
 */
export async function codePromotion(
  tx: Db | Tx,
  code: string,
  userId: string | null,
  now: Date,
): Promise<{ rule: PromotionRule; promotionId: string } | { refusal: CodeRefusal }> {
  const found = await findByCode(tx, normalizePromotionCode(code));
  if (!found) return { refusal: { reason: 'unknown' } };
  const { row } = found;
  const usesSoFar = row.totalUsesLimit === null ? 0 : await unreleasedUses(tx, row.id);
  const usesByShopper =
    row.perShopperLimit === null || userId === null ? 0 : await unreleasedUses(tx, row.id, userId);
  const refused = codeAvailability(
    {
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      paused: row.paused,
      totalUses: row.totalUsesLimit,
      usesSoFar,
      perShopper: row.perShopperLimit,
      usesByShopper,
    },
    now,
  );
  if (refused) return { refusal: refused };
  if (found.batchCodeUsed) return { refusal: { reason: 'used_up' } };
  return { rule: ruleOf(row), promotionId: row.id };
}

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
  const now = new Date();
  const uses = [...input.uses].sort((a, b) => a.promotionId.localeCompare(b.promotionId));
  for (const use of uses) {
    const [limits] = await tx
      .select({ total: promotions.totalUsesLimit, perShopper: promotions.perShopperLimit })
      .from(promotions)
      .where(eq(promotions.id, use.promotionId));
    if (!limits) throw refusal('conflict', 'PROMOTION_NOT_ACTIVE');
    const limited = limits.total !== null || limits.perShopper !== null;
    const query = tx.select().from(promotions).where(eq(promotions.id, use.promotionId));
    const [row] = await (limited ? query.for('update') : query.for('share'));
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
    const code = use.code === null ? null : normalizePromotionCode(use.code);
    if (row.kind === 'batch') {
      const taken = await tx
        .update(promotionCodes)
        .set({ usedByOrderId: input.orderId })
        .where(
          and(
            eq(promotionCodes.code, code ?? ''),
            eq(promotionCodes.promotionId, row.id),
            isNull(promotionCodes.usedByOrderId),
          ),
        )
        .returning({ code: promotionCodes.code });
      if (taken.length === 0)
        throw refusal('conflict', 'promotion.code_already_used', { code: 'PROMOTION_USED_UP' });
    }
    await tx.insert(promotionUses).values({
      promotionId: row.id,
      code,
      userId: input.userId,
      orderId: input.orderId,
      discountFils: use.discountFils,
      orderTotalFils: input.orderTotalFils,
    });
    if (row.totalUsesLimit !== null) {
      await tx
        .update(promotions)
        .set({ usesCount: sql`${promotions.usesCount} + 1` })
        .where(eq(promotions.id, row.id));
    }
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

/** The code on a signed-in shopper's bag, or null. */
export async function bagCode(tx: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ code: bagCodes.code })
    .from(bagCodes)
    .where(eq(bagCodes.userId, userId));
  return row?.code ?? null;
}

/** Puts a code on the shopper's bag (replacing one there: at most one code an order). */
export async function setBagCode(tx: Db | Tx, userId: string, code: string): Promise<void> {
  const normalized = normalizePromotionCode(code);
  await tx
    .insert(bagCodes)
    .values({ userId, code: normalized })
    .onConflictDoUpdate({
      target: bagCodes.userId,
      set: { code: normalized, updatedAt: sql`now()` },
    });
}

export async function clearBagCode(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(bagCodes).where(eq(bagCodes.userId, userId));
}
