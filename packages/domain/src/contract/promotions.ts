import { z } from 'zod';
import { aed, answer, id, isoDate, ok, paging } from './fields';

/** Which items a reward looks at, as the form sends it back (empty lists: every product). */
export const promotionTargetAnswer = answer({
  productIds: z.array(z.string()),
  categories: z.array(z.string()),
  subcategories: z.array(z.string()),
  genders: z.array(z.string()),
  brands: z.array(z.string()),
  excludeOnSale: z.boolean(),
});

/** A promotion's reward in AED, the same shape the form sends (promotionRewardSchema's input). */
export const promotionRewardAnswer = z.discriminatedUnion('kind', [
  answer({ kind: z.literal('order_percent'), percent: z.number(), maxDiscount: aed.nullable() }),
  answer({ kind: z.literal('order_amount'), amount: aed }),
  answer({
    kind: z.literal('items_percent'),
    percent: z.number(),
    target: promotionTargetAnswer,
    maxDiscount: aed.nullable(),
  }),
  answer({ kind: z.literal('items_amount'), amount: aed, target: promotionTargetAnswer }),
  answer({ kind: z.literal('free_shipping') }),
  answer({
    kind: z.literal('buy_x_get_y'),
    buy: z.number().int(),
    get: z.number().int(),
    percent: z.number(),
    target: promotionTargetAnswer,
  }),
]);
export type PromotionRewardAnswer = z.output<typeof promotionRewardAnswer>;

/**
 * A promotion as the console reads it: the form's fields (money in AED, dates as ISO instants)
 * and what it has done. `status` is the domain's promotionStatus now; `uses`, `discountGiven` and
 * `sales` count the orders that used it and were not cancelled (sales: those orders' totals).
 */
export const adminPromotionAnswer = answer({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  kind: z.enum(['automatic', 'code', 'batch']),
  /** The code a shopper types (upper case); null for automatic and batch promotions. */
  code: z.string().nullable(),
  /** A batch's prefix and how many codes it has; null unless kind 'batch'. */
  batch: answer({ prefix: z.string(), count: z.number().int() }).nullable(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  paused: z.boolean(),
  status: z.enum(['scheduled', 'active', 'ended', 'used_up', 'paused']),
  reward: promotionRewardAnswer,
  conditions: answer({
    minSubtotal: aed.nullable(),
    minUnits: z.number().int().nullable(),
    firstOrderOnly: z.boolean(),
    emails: z.array(z.string()).nullable(),
  }),
  limits: answer({
    totalUses: z.number().int().nullable(),
    perShopper: z.number().int().nullable(),
  }),
  combinesWith: answer({ item: z.boolean(), order: z.boolean(), shipping: z.boolean() }),
  uses: z.number().int(),
  discountGiven: aed,
  sales: aed,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminPromotion = z.output<typeof adminPromotionAnswer>;

/** GET /api/admin/promotions: newest first, paged. */
export const adminPromotionsAnswer = answer({
  success: ok,
  promotions: z.array(adminPromotionAnswer),
  ...paging,
});
export type AdminPromotionsResponse = z.output<typeof adminPromotionsAnswer>;

/**
 * One promotion: GET /api/admin/promotions/:id and the answer of every change to it (create,
 * edit, pause, resume, duplicate, generate codes).
 */
export const adminPromotionDetailAnswer = answer({ success: ok, promotion: adminPromotionAnswer });
export type AdminPromotionDetail = z.output<typeof adminPromotionDetailAnswer>;

/** DELETE /api/admin/promotions/:id. */
export const promotionDeletedAnswer = answer({ success: ok, id });
