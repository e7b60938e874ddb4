export { adminCustomerOrderRoutes } from './admin-customer-order-routes';
export { adminDashboardRoutes } from './admin-dashboard-routes';
export type { ReturnCredit, ReturnCreditsSince } from './order-stats-repository';
export { filteredOrdersAfter, ordersByIds, searchOrderPage } from './admin-order-queries';
export type { OrderCursor } from './admin-order-queries';
export { adminOrderRoutes } from './admin-order-routes';
export { adminOrderFilterOf } from './admin-order-service';
export {
  orderDatesOf,
  orderDuesOf,
  orderIdsWithRefLike,
  orderItemOf,
  orderItemsByIds,
  ordersOfShoppersSince,
  productsOfOrderItems,
} from './order-facts';
export { forgetShopperOnOrders, orderStatesOf } from './order-erasure';
export { orderJson } from './order-json';
export {
  capturePayLater,
  payLaterPaymentOf,
  recordPayLaterRefund,
  retryPendingCaptures,
} from './order-pay-later';
export { retryPendingRefunds } from './order-pay-later-refund';
export type { OrderJson, OrderShownWith } from './order-json';
export { recordCardDispute, recordCardRefund } from './order-card-events';
export { orderDocumentRoutes } from './order-document-routes';
export { tellOrderPlaced } from './order-mails';
export { nextCheckoutKey, recordOrder } from './order-placement';
export {
  findOrder,
  findOrderByCheckoutKey,
  findOrderByClientOrderid,
  findOrderByPaymentIntent,
  findOrderByRef,
  findOrderForUser,
  itemsOfOrders,
  keptOrderCount,
  lockOrder,
  openCashOrderLines,
  orderidTaken,
  orderImageKeysIn,
  orderItemsOf,
  orderRefsOf,
} from './order-repository';
export type { BoughtLine, OrderItemRow, OrderRow, ShownOrderItemRow } from './order-repository';
export { orderRoutes } from './order-routes';
export { listOrders as shopperOrders } from './order-service';
export { promotionShopper } from './promotion-shopper';
export type { PromotionShopperOf } from './promotion-shopper';
