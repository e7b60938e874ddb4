// The orders feature's surface for other console pages (a customer's orders card).
export { paymentStateLabel } from './utils/payment-labels';
