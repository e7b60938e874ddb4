export { adminCustomerOrderRoutes } from './admin-customer-order-routes';
export { adminDashboardRoutes } from './admin-dashboard-routes';
export { filteredOrdersAfter, ordersByIds, searchOrderPage } from './admin-order-queries';
export type { OrderCursor } from './admin-order-queries';
export { adminOrderRoutes } from './admin-order-routes';
export { adminOrderFilterOf } from './admin-order-service';
export { tellOrderPlaced } from './order-mails';
export {
  findOrder,
  findOrderByRef,
  itemsOfOrders,
  lockOrder,
  lockProducts,
  orderImageKeysIn,
} from './order-repository';
export { orderRoutes } from './order-routes';
