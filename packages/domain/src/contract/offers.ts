import { z } from 'zod';
import { answer, id, isoDate, ok } from './fields';
import { productAnswer } from './products';

/** An offer as the storefront shows it. */
export const offerAnswer = answer({
  _id: id,
  title: z.string(),
  description: z.string(),
  /** Arabic title and description, shown on Arabic pages when set. */
  titleAr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  discountText: z.string(),
  imageUrl: z.string(),
  /** Where the banner leads, e.g. '/category/women/Abayas'; null: the offer's own page. */
  link: z.string().nullable(),
  productIds: z.array(id),
  /** The promotion whose products the offer's page lists; null: its own products. */
  promotionId: id.nullable(),
});
export type Offer = z.output<typeof offerAnswer>;

/** GET /api/api/offers: the banners, each with when it was made. */
export const offersAnswer = answer({
  success: ok,
  offers: z.array(offerAnswer.extend({ createdAt: isoDate })),
});
export type OffersResponse = z.output<typeof offersAnswer>;

/**
 * The promotion an offer links to, as its page shows it: its names, its code, and its summary
 * line in both languages (the domain's promotionSummary: reward, conditions, dates, limits,
 * code). Its dates and pause say whether it is running now, which the page works out itself, so
 * the cached answer stays true as the clock moves.
 */
export const offerPromotionAnswer = answer({
  id: id,
  nameEn: z.string(),
  nameAr: z.string(),
  /** A code promotion's code; null for an automatic one or a batch of codes. */
  code: z.string().nullable(),
  summary: z.string(),
  summaryAr: z.string(),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  paused: z.boolean(),
});
export type OfferPromotion = z.output<typeof offerPromotionAnswer>;

/** GET /api/catalog/offers/:offerId: the offer and its products. */
export const offerDetailAnswer = answer({
  success: ok,
  offer: offerAnswer,
  /**
   * 'discount': 'Products with up to {limit}% discount'; 'related': 'Products Related to Offer';
   * 'promotion': the products its linked promotion matches.
   */
  heading: z.enum(['discount', 'related', 'promotion']),
  limit: z.number().nullable(),
  /** Linked: the promotion, and `items` are the products it matches (newest first, at most 120). */
  promotion: offerPromotionAnswer.nullable(),
  items: z.array(productAnswer),
});
export type OfferDetail = z.output<typeof offerDetailAnswer>;

/** An offer of GET /api/admin/offers: the storefront's fields, the image key, its products. */
export const adminOfferAnswer = answer({
  ...offerAnswer.omit({ link: true, imageUrl: true }).shape,
  imageUrl: z.string().nullable(),
  s3Key: z.string().nullable(),
  products: z.array(answer({ _id: id, productid: z.string(), name: z.string() })),
  /** The linked promotion's names and code, for the console's list and form; null: none. */
  promotion: answer({
    id: id,
    nameEn: z.string(),
    nameAr: z.string(),
    code: z.string().nullable(),
  }).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminOffer = z.output<typeof adminOfferAnswer>;

/** GET /api/admin/offers. */
export const adminOffersAnswer = answer({ success: ok, offers: z.array(adminOfferAnswer) });
