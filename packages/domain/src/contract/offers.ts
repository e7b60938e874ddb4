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
});
export type Offer = z.output<typeof offerAnswer>;

/** GET /api/api/offers: the banners, each with when it was made. */
export const offersAnswer = answer({
  success: ok,
  offers: z.array(offerAnswer.extend({ createdAt: isoDate })),
});
export type OffersResponse = z.output<typeof offersAnswer>;

/** GET /api/catalog/offers/:offerId: the offer and its products. */
export const offerDetailAnswer = answer({
  success: ok,
  offer: offerAnswer,
  /** 'discount': 'Products with up to {limit}% discount'; 'related': 'Products Related to Offer'. */
  heading: z.enum(['discount', 'related']),
  limit: z.number().nullable(),
  items: z.array(productAnswer),
});
export type OfferDetail = z.output<typeof offerDetailAnswer>;

/** An offer of GET /api/admin/offers: the storefront's fields, the image key, its products. */
export const adminOfferAnswer = answer({
  ...offerAnswer.omit({ link: true, imageUrl: true }).shape,
  imageUrl: z.string().nullable(),
  s3Key: z.string().nullable(),
  products: z.array(answer({ _id: id, productid: z.string(), name: z.string() })),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminOffer = z.output<typeof adminOfferAnswer>;

/** GET /api/admin/offers. */
export const adminOffersAnswer = answer({ success: ok, offers: z.array(adminOfferAnswer) });
