export { clearCart, listCartLines } from './cart-repository';
export { cartRoutes } from './cart-routes';
