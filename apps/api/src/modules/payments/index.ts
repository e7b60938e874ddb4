export { applePayDomainRoutes } from './apple-pay-domain-routes';
export {
  claimCardPaymentForOrder,
  claimOutcome,
  findCardCheckout,
  forgetCheckoutAddresses,
  releaseRefundClaim,
  unsettledCardPaymentsOf,
} from './card-checkout-repository';
export type { CardCheckoutRow } from './card-checkout-repository';
export type { CardOrders, RecordedPlacement } from './payment-deps';
export type { PlacementDeps } from './payment-deps';
export { cardPaymentsCheckPlugin } from './card-payments-check';
export type { IntentState, PaymentProvider } from './payment-provider';
export { paymentRoutes } from './payment-routes';
export { paymentsPlugin } from './payments-plugin';
export {
  forgetUnusedPaymentRefund,
  recordUnusedPaymentRefund,
  unusedPaymentRefunded,
} from './unused-payment-refunds';
export { webhookRoutes } from './webhook-routes';
export type { PayLaterPayment, PayLaterProvider, PayLaterProviders } from './pay-later-provider';
export { payLaterPlugin } from './pay-later-plugin';
export { payLaterRoutes } from './pay-later-routes';
export { tabbyWebhookRoutes } from './tabby-webhook-routes';
export { tamaraWebhookRoutes } from './tamara-webhook-routes';
export { payLaterOff } from './pay-later-draft';
