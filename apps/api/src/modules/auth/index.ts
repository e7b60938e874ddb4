export { adminAuthRoutes } from './admin-routes';
export { customerIdsMatching, customersByIds, findUserById } from './auth-repository';
export { authRoutes } from './auth-routes';
export { countCustomersJoined, fullnamesOf } from './customer-repository';
export { languageRoutes } from './language-routes';
export { lockShopper } from './shopper-lock';
