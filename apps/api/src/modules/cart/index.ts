export { cartRoutes } from './cart-routes';
export { clear as clearCart, listCartLines } from './cart-service';
