import {
  promotionSummary,
  rewardTarget,
  type PromotionSummaryInput,
  type PromotionTarget,
} from '@store/domain';
import type { OfferPromotion, Sent } from '@store/domain/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { isUuid } from '#db/ids';
import { promotions } from '#db/schema';
import type { PromotionRow } from './promotion-json';
import * as repo from './promotion-repository';

/** A promotion as an offer names it: in the console's list and form. */
export interface PromotionRef {
  id: string;
  nameEn: string;
  nameAr: string;
  code: string | null;
}

/** The promotion an offer links to: what its page shows, and which products it covers. */
export interface LinkedPromotion {
  answer: Sent<OfferPromotion>;
  /** The reward's products; null: a reward on the whole order or shipping, every product. */
  target: PromotionTarget | null;
}

/** The promotions of `ids` that exist, by id (an id that is no uuid names none). */
export async function promotionRefs(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, PromotionRef>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: promotions.id,
      nameEn: promotions.nameEn,
      nameAr: promotions.nameAr,
      code: promotions.code,
    })
    .from(promotions)
    .where(inArray(promotions.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Whether the promotion exists, held (FOR KEY SHARE) for the rest of the caller's transaction: an
 * offer written to link to it cannot lose it half-way, and a delete waits for the offer's commit
 * and then unlinks it.
 */
export async function holdPromotion(tx: Tx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.id, id.toLowerCase()))
    .for('key share');
  return row !== undefined;
}

/**
 * The summary's facts as of `now`: the start is said while it is still to come. The page keeps
 * these words while the catalogue version stands; whether the promotion runs is worked out by
 * the page from the dates, so a start or an end passing in between is still shown right.
 */
function summaryInput(row: PromotionRow, codeCount: number, now: Date): PromotionSummaryInput {
  return {
    now,
    reward: row.reward,
    conditions: row.conditions,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    totalUses: row.totalUsesLimit,
    perShopper: row.perShopperLimit,
    code: row.kind === 'code' ? row.code : null,
    batch:
      row.kind === 'batch' && row.batchPrefix !== null
        ? { prefix: row.batchPrefix, count: codeCount }
        : null,
  };
}

/** The promotion an offer's page lists the products of, or undefined when it is gone. */
export async function linkedPromotion(
  db: Db,
  id: string,
  now: Date,
): Promise<LinkedPromotion | undefined> {
  const row = isUuid(id) ? await repo.findPromotion(db, id) : undefined;
  if (!row) return undefined;
  const codeCount =
    row.kind === 'batch'
      ? ((await repo.promotionFigures(db, [row.id])).get(row.id)?.codeCount ?? 0)
      : 0;
  const input = summaryInput(row, codeCount, now);
  return {
    answer: {
      id: row.id,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      code: row.kind === 'code' ? row.code : null,
      summary: promotionSummary(input, 'en'),
      summaryAr: promotionSummary(input, 'ar'),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      paused: row.paused,
    },
    target: rewardTarget(row),
  };
}
