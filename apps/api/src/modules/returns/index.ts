export { adminCustomerReturnRoutes } from './admin-customer-return-routes';
export { adminReturnRoutes } from './admin-return-routes';
export { returnRoutes } from './return-routes';
export {
  forgetReturnWords,
  returnCreditsSince,
  returnRefsOf,
  returnStatesOf,
} from './return-repository';
export { listReturns as shopperReturns } from './return-service';
