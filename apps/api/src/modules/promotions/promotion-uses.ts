import {
  codeAvailability,
  normalizePromotionCode,
  type CodeRefusal,
  type PromotionRule,
  type ScheduledPromotion,
} from '@store/domain';
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNull,
  not,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
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

const usesLeft = or(
  isNull(promotions.totalUsesLimit),
  sql`${promotions.usesCount} < ${promotions.totalUsesLimit}`,
);

/** Automatic promotions with uses left that also meet `when`, oldest first. */
async function automaticRows(tx: Db | Tx, when: SQL | undefined) {
  return tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.kind, 'automatic'), when, usesLeft))
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

/** What a code is checked against: its promotion's row and what its limits need counted. */
interface CodeRow {
  row: PromotionRow;
  batchCodeUsed: boolean;
  usesSoFar: number;
  usesByShopper: number;
}

/** The rule a code's row gives, or why its schedule, limits or a used batch code refuse it. */
function codeAnswer(
  found: CodeRow | undefined,
  now: Date,
): { rule: PromotionRule; promotionId: string } | { refusal: CodeRefusal } {
  if (!found) return { refusal: { reason: 'unknown' } };
  const { row } = found;
  const refused = codeAvailability(
    {
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      paused: row.paused,
      totalUses: row.totalUsesLimit,
      usesSoFar: found.usesSoFar,
      perShopper: row.perShopperLimit,
      usesByShopper: found.usesByShopper,
    },
    now,
  );
  if (refused) return { refusal: refused };
  if (found.batchCodeUsed) return { refusal: { reason: 'used_up' } };
  return { rule: ruleOf(row), promotionId: row.id };
}

/**
 * In one query: the automatic promotions running at `now` with uses left (when `automatic`), and
 * the promotion `typed` names, a promotion's own code or one of a batch's, with what its limits
 * need counted (uses not released, in all and by `userId`) and whether its batch code is used.
 * `typed` is SQL so the bag's saved code is read in the same query; each row says the code read.
 */
async function promotionRows(
  tx: Db | Tx,
  o: { typed: SQL; userId: string | null; now: Date; automatic: boolean },
) {
  const { typed } = o;
  const codeOf = (column: AnyColumn) =>
    sql`(SELECT ${column} FROM ${promotionCodes} WHERE ${promotionCodes.code} = ${typed})`;
  const own = sql`${promotions.code} = ${typed}`;
  const ofBatch = sql`${promotions.id} = ${codeOf(promotionCodes.promotionId)}`;
  const named = sql`(${own} OR ${ofBatch})`;
  const live = and(eq(promotions.kind, 'automatic'), running(o.now), usesLeft);
  // Counted only on the code's row, and only for a limit it has. The promotion's id is named
  // with its table: a query of one table leaves its columns bare, which the subquery would read
  // as its own.
  const promotionId = sql`${promotions}.${sql.identifier(promotions.id.name)}`;
  const uses = (limit: AnyColumn, byShopper: SQL) =>
    sql<number>`CASE WHEN ${named} AND ${limit} IS NOT NULL THEN (SELECT count(*) FROM ${promotionUses} WHERE ${promotionUses.promotionId} = ${promotionId} AND ${promotionUses.releasedAt} IS NULL${byShopper}) ELSE 0 END`.mapWith(
      Number,
    );
  const rows = await tx
    .select({
      row: promotions,
      typed: sql<string | null>`${typed}`,
      live: o.automatic ? sql<boolean>`coalesce(${live}, false)` : sql<boolean>`false`,
      own: sql<boolean>`coalesce(${own}, false)`,
      ofBatch: sql<boolean>`coalesce(${ofBatch}, false)`,
      batchCodeUsed: sql<boolean>`${codeOf(promotionCodes.usedByOrderId)} IS NOT NULL`,
      usesSoFar: uses(promotions.totalUsesLimit, sql``),
      usesByShopper:
        o.userId === null
          ? sql<number>`0`.mapWith(Number)
          : uses(promotions.perShopperLimit, sql` AND ${promotionUses.userId} = ${o.userId}`),
    })
    .from(promotions)
    .where(o.automatic ? or(live, named) : named)
    .orderBy(asc(promotions.createdAt), asc(promotions.id));
  const automatic = rows.filter((r) => r.live).map((r) => ruleOf(r.row));
  // A promotion's own code before a batch's, as a code is looked up everywhere.
  const ownRow = rows.find((r) => r.own);
  const batch = ownRow ? undefined : rows.find((r) => r.ofBatch);
  const found = ownRow ?? batch;
  const code: CodeRow | undefined = found && {
    row: found.row,
    batchCodeUsed: found === batch && found.batchCodeUsed,
    usesSoFar: found.usesSoFar,
    usesByShopper: found.usesByShopper,
  };
  return { automatic, read: rows.length > 0, typed: rows[0]?.typed ?? null, code };
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
  const typed = sql`${normalizePromotionCode(code)}::text`;
  const found = await promotionRows(tx, { typed, userId, now, automatic: false });
  return codeAnswer(found.code, now);
}

/**
 * What a bag is priced with, in one query: the automatic promotions running at `now` with uses
 * left, and the code tried (`tryCode`), else the one saved on the shopper's bag, with its rule or
 * why it cannot be used now. `code` is null when there is no code.
 */
export async function bagPromotions(
  tx: Db | Tx,
  o: { userId: string; now: Date; tryCode?: string },
): Promise<{
  automatic: PromotionRule[];
  code: {
    code: string;
    found: { rule: PromotionRule; promotionId: string } | { refusal: CodeRefusal };
  } | null;
}> {
  const typed =
    o.tryCode === undefined
      ? sql`(SELECT ${bagCodes.code} FROM ${bagCodes} WHERE ${bagCodes.userId} = ${o.userId})`
      : sql`${normalizePromotionCode(o.tryCode)}::text`;
  const rows = await promotionRows(tx, { typed, userId: o.userId, now: o.now, automatic: true });
  // Each row carries the code read; when no row came back, the bag's code is read on its own.
  const saved = o.tryCode ?? (rows.read ? rows.typed : await bagCode(tx, o.userId));
  return {
    automatic: rows.automatic,
    code: saved ? { code: saved, found: codeAnswer(rows.code, o.now) } : null,
  };
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
