import { mediaUrl } from '#platform/media';
import type { findOffer } from './offer-reads';

/** An offer as stored, with its listed products' row ids in order. */
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/**
 * An offer as the storefront shows it: the home page's list, the offer page and the back office
 * all start from this, each leaving out or adding what it alone shows.
 */
export function offerJson(offer: OfferRow, mediaBaseUrl: string) {
  return {
    _id: offer.id,
    title: offer.title,
    titleAr: offer.titleAr || null,
    description: offer.description,
    descriptionAr: offer.descriptionAr || null,
    discountText: offer.discountText,
    imageUrl: mediaUrl(mediaBaseUrl, offer.imageKey),
    link: offer.link,
    productIds: offer.productIds,
    promotionId: offer.promotionId,
    createdAt: offer.createdAt.toISOString(),
  };
}

export type OfferJson = ReturnType<typeof offerJson>;
