export { adminPromotionRoutes } from './admin-promotion-routes';
export {
  bagCode,
  clearBagCode,
  codePromotion,
  livePromotions,
  recordPromotionUses,
  releasePromotionUses,
  setBagCode,
} from './promotion-uses';
export type { PromotionUsesInput } from './promotion-uses';
