export { checkCashOnDeliveryLimit } from './cod-limit';
export { existing, paymentIntentOf, uniqueViolation } from './placed-order';
export type { Placed } from './placed-order';
export { payableCart } from './priced-cart';
export { refundIfOrphaned, refundUnusedPayment } from './unused-payment-refund';
