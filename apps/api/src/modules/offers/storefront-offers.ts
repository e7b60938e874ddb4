import type { StorefrontOffers } from '#modules/catalog';
import { offerJson } from './offer-json';
import { findOffer, listOffers } from './offer-reads';

/** The offers the storefront shows, as the catalogue's cached offer list and offer page take them. */
export const storefrontOffers: StorefrontOffers = {
  async find(db, offerId, mediaBaseUrl) {
    const offer = await findOffer(db, offerId);
    return offer && offerJson(offer, mediaBaseUrl);
  },
  async list(db, mediaBaseUrl) {
    return (await listOffers(db)).map((o) => offerJson(o, mediaBaseUrl));
  },
};
