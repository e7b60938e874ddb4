export { adminOfferRoutes } from './admin-offer-routes';
export { offerImageKeysIn } from './offer-reads';
export { storefrontOffers } from './storefront-offers';
