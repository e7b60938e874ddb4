// Checkout's public surface for the orders page: the Order JSON and how its payment reads.
// Pages load lazily from routes/, so nothing else of checkout's reaches other bundles from here.
export { paymentLine } from './utils/payment-line';
export type { Order, OrderItem, ShippingAddress } from '@store/domain/contract';
