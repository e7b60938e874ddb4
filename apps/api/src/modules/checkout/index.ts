export {
  findOrderForUser,
  lockShopperForCheckout,
  orderItemsOf,
  selectShownItems,
} from './checkout-repository';
export type { OrderItemRow, OrderRow, ShownOrderItemRow } from './checkout-repository';
export { checkoutRoutes } from './checkout-routes';
export { orderJson } from './order-json';
export type { OrderJson, OrderShownWith } from './order-json';
export { uniqueViolation } from './placed-order';
export { payableCart } from './priced-cart';
