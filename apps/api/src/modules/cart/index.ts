export { cartRoutes } from './cart-routes';
export { removeBought } from './cart-repository';
export { clear as clearCart, listCartLines, promotionLineOf } from './cart-service';
export type { PromotionShopperOf } from './cart-service';
