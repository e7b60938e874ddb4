export { cartRoutes } from './cart-routes';
export { removeBought } from './cart-repository';
export { cartView, clear as clearCart, listCartLines, promotionLineOf } from './cart-service';
export type { BagShownWith, CartView } from './cart-service';
export { idleBags } from './idle-bags';
export type { IdleBag } from './idle-bags';
export type { PromotionShopperOf } from './cart-service';
