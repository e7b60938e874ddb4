export { adminCustomerReturnRoutes } from './admin-customer-return-routes';
export { adminReturnRoutes } from './admin-return-routes';
export { returnRoutes } from './return-routes';
export { returnCreditsSince, returnRefsOf } from './return-repository';
