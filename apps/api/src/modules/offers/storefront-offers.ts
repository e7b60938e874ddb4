import type { StorefrontOffers } from '#modules/catalog';
import { linkedPromotion } from '#modules/promotions';
import { offerJson } from './offer-json';
import { findOffer, listOffers } from './offer-reads';

/**
 * The offers the storefront shows, as the catalogue's cached offer list and offer page take them;
 * the page's offer with the promotion it links to (null when none, or gone since).
 */
export const storefrontOffers: StorefrontOffers = {
  async find(db, offerId, mediaBaseUrl, now) {
    const offer = await findOffer(db, offerId);
    if (!offer) return undefined;
    const promotion = offer.promotionId
      ? await linkedPromotion(db, offer.promotionId, now)
      : undefined;
    return { ...offerJson(offer, mediaBaseUrl), promotion: promotion ?? null };
  },
  async list(db, mediaBaseUrl) {
    return (await listOffers(db)).map((o) => offerJson(o, mediaBaseUrl));
  },
};
