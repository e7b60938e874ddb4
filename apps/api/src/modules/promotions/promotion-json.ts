import { promotionStatus, toAed, type PromotionReward } from '@store/domain';
import type { AdminPromotion, Sent } from '@store/domain/contract';
import type { promotions } from '#db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

/** What a promotion has done: its uses not released, and the codes of a batch. */
export interface PromotionFigures {
  uses: number;
  discountFils: number;
  salesFils: number;
  codeCount: number;
}

export const NO_FIGURES: PromotionFigures = {
  uses: 0,
  discountFils: 0,
  salesFils: 0,
  codeCount: 0,
};

const aedOrNull = (fils: number | null) => (fils === null ? null : toAed(fils));

/** The reward in AED, the shape the form sends. */
function rewardJson(r: PromotionReward): Sent<AdminPromotion['reward']> {
  switch (r.kind) {
    case 'order_percent':
      return { kind: r.kind, percent: r.percent, maxDiscount: aedOrNull(r.maxDiscountFils) };
    case 'order_amount':
      return { kind: r.kind, amount: toAed(r.amountFils) };
    case 'items_percent':
      return {
        kind: r.kind,
        percent: r.percent,
        target: r.target,
        maxDiscount: aedOrNull(r.maxDiscountFils),
      };
    case 'items_amount':
      return { kind: r.kind, amount: toAed(r.amountFils), target: r.target };
    default:
      return r;
  }
}

/** A promotion as the console reads it, its status as of `now`. */
export function promotionJson(
  row: PromotionRow,
  figures: PromotionFigures,
  now: Date,
): Sent<AdminPromotion> {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    kind: row.kind,
    code: row.code,
    batch: row.batchPrefix === null ? null : { prefix: row.batchPrefix, count: figures.codeCount },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    paused: row.paused,
    status: promotionStatus(
      {
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        paused: row.paused,
        totalUses: row.totalUsesLimit,
        usesSoFar: figures.uses,
      },
      now,
    ),
    reward: rewardJson(row.reward),
    conditions: {
      minSubtotal: aedOrNull(row.conditions.minSubtotalFils),
      minUnits: row.conditions.minUnits,
      firstOrderOnly: row.conditions.firstOrderOnly,
      emails: row.conditions.emails,
    },
    limits: { totalUses: row.totalUsesLimit, perShopper: row.perShopperLimit },
    combinesWith: row.combinesWith,
    uses: figures.uses,
    discountGiven: toAed(figures.discountFils),
    sales: toAed(figures.salesFils),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
