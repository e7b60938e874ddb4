export { adminPromotionRoutes } from './admin-promotion-routes';
export {
  appliedPromotions,
  bagCodeJson,
  keptPromotions,
  promoteBag,
  promotionUsesOf,
} from './bag-promotions';
export type { KeptPromotion, PromotedBag } from './bag-promotions';
export { bagCode, clearBagCode, setBagCode } from './bag-codes';
export { codePromotion, livePromotions, scheduledPromotions } from './promotion-uses';
export { recordPromotionUses, releasePromotionUses } from './promotion-records';
export type { PromotionUsesInput } from './promotion-records';
export { holdPromotion, linkedPromotion, promotionRefs } from './offer-promotion';
export type { LinkedPromotion, PromotionRef } from './offer-promotion';
