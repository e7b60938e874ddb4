import {
  codeAvailability,
  normalizePromotionCode,
  type CodeRefusal,
  type PromotionRule,
  type ScheduledPromotion,
} from '@store/domain';
import { and, asc, eq, gt, isNull, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { bagCodes, promotionCodes, promotions, promotionUses } from '#db/schema';
import type { PromotionRow } from './promotion-json';
import { bagCode } from './bag-codes';

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
