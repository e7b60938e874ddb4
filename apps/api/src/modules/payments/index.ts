export {
  claimCardPaymentForOrder,
  claimOutcome,
  findCardCheckout,
  forgetCheckoutAddresses,
  releaseRefundClaim,
  unsettledCardPaymentsOf,
} from './card-checkout-repository';
export type { CardCheckoutRow } from './card-checkout-repository';
export type { CardOrders, RecordedPlacement } from './card-orders';
export { cardPaymentsCheckPlugin } from './card-payments-check';
export type { IntentState } from './payment-provider';
export { paymentRoutes } from './payment-routes';
export { paymentsPlugin } from './payments-plugin';
export {
  forgetUnusedPaymentRefund,
  recordUnusedPaymentRefund,
  unusedPaymentRefunded,
} from './unused-payment-refunds';
export { webhookRoutes } from './webhook-routes';
export type { PayLaterPayment, PayLaterProvider } from './pay-later-provider';
export { tabbyPlugin } from './tabby-plugin';
export { tabbyRoutes } from './tabby-routes';
export { tabbyWebhookRoutes } from './tabby-webhook-routes';
