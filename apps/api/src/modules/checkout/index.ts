export { checkoutRoutes } from './checkout-routes';
export { uniqueViolation } from './placed-order';
export { payableCart } from './priced-cart';
