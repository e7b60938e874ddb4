// The offers feature's surface for the app shell (the home hero). The offers pages load lazily
// and are imported by their route modules straight from their files.
export { OfferCarousel } from './components/offer-carousel';
export { useOffers, getOffersQueryOptions } from './api/get-offers';
export { prefetchHeroOffers } from './prefetch';
export type { Offer } from '@store/domain/contract';
