export { adminOfferRoutes } from './admin-offer-routes';
