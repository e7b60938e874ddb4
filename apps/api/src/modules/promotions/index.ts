export { adminPromotionRoutes } from './admin-promotion-routes';
export {
  appliedPromotions,
  bagCodeJson,
  keptPromotions,
  promoteBag,
  promotionUsesOf,
} from './bag-promotions';
export type { KeptPromotion, PromotedBag } from './bag-promotions';
export {
  bagCode,
  clearBagCode,
  codePromotion,
  livePromotions,
  recordPromotionUses,
  releasePromotionUses,
  scheduledPromotions,
  setBagCode,
} from './promotion-uses';
export type { PromotionUsesInput } from './promotion-uses';
export { holdPromotion, linkedPromotion, promotionRefs } from './offer-promotion';
export type { LinkedPromotion, PromotionRef } from './offer-promotion';
