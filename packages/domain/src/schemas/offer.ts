import { z } from 'zod';
import { ID_MAX_CHARS, idField, optional, requiredText, secondLanguageText, text } from './fields';

export const OFFER_IMAGE_REQUIRED = 'Please select an image for the offer.';
export const OFFER_PRODUCTS_MAX = 200;
const PRODUCT_ID_REQUIRED = 'Please enter a Product ID.';
const PRODUCT_ID_DUPLICATE = 'Product ID already added.';
export const OFFER_PROMOTION_INVALID = 'Linked promotion must be a promotion id';

/** Product codes and row ids are read without regard to case: 'dm-0001' is 'DM-0001'. */
const sameId = (a: string) => (b: string) => a.toUpperCase() === b.toUpperCase();
const hasDuplicates = (ids: readonly string[]) =>
  new Set(ids.map((id) => id.toUpperCase())).size !== ids.length;

/** Multipart sends productIds as a JSON string; JSON bodies send an array. */
function parseProductIds(value: unknown): unknown {
  if (value == null || value === '') return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export const offerFormSchema = z.object({
  title: requiredText('Title is required', { max: 200, tooLong: 'Title is too long' }),
  description: requiredText('Description is required', {
    max: 1000,
    tooLong: 'Description is too long',
    multiline: true,
  }),
  titleAr: secondLanguageText({ max: 200, tooLong: 'Arabic title is too long' }),
  descriptionAr: secondLanguageText({
    max: 1000,
    tooLong: 'Arabic description is too long',
    multiline: true,
  }),
  discountText: optional(text({ max: 50, tooLong: 'Discount text is too long' })),
  productIds: z.preprocess(
    parseProductIds,
    z
      .array(idField(PRODUCT_ID_REQUIRED), { error: 'Product IDs must be a list' })
      .max(OFFER_PRODUCTS_MAX, `An offer lists at most ${OFFER_PRODUCTS_MAX} products`)
      .refine((ids) => !hasDuplicates(ids), PRODUCT_ID_DUPLICATE),
  ),
  /**
   * The promotion whose products the offer's page lists: absent leaves the link as stored,
   * blank or null unlinks ('' after parsing), anything else must name an existing promotion.
   */
  promotionId: z.preprocess(
    (value) => (value === null ? '' : value),
    text(
      { max: ID_MAX_CHARS, tooLong: OFFER_PROMOTION_INVALID },
      OFFER_PROMOTION_INVALID,
    ).optional(),
  ),
});
export type OfferFormInput = z.infer<typeof offerFormSchema>;

const OFFER_ID_REQUIRED = 'Offer id is required';

/** PUT admin/offers/update-offer: the form plus the offer, and the key of a newly uploaded image. */
export const offerUpdateSchema = offerFormSchema.extend({
  offerId: idField(OFFER_ID_REQUIRED),
  s3Key: optional(text({ max: 300, tooLong: 'Image key is too long' })),
  imageUrl: optional(text({ max: 2000, tooLong: 'Image address is too long' })),
});
export type OfferUpdateInput = z.infer<typeof offerUpdateSchema>;

/** POST admin/offers/delete-offer. */
export const offerIdSchema = z.object({ offerId: idField(OFFER_ID_REQUIRED) });

/** Multipart's isUpdate: 'true' when the upload only replaces an existing offer's image. */
export const offerUploadModeSchema = z.object({
  isUpdate: z.preprocess((v) => v === true || v === 'true', z.boolean()),
});

export type AddOfferProductIdResult =
  { ok: true; productIds: string[] } | { ok: false; error: string };

/** Adds a product id to the offer form's list: trimmed, non-empty and not already there. */
export function addOfferProductId(
  existing: readonly string[],
  id: string,
): AddOfferProductIdResult {
  const productId = id.trim();
  if (productId === '') return { ok: false, error: PRODUCT_ID_REQUIRED };
  if (existing.some(sameId(productId))) return { ok: false, error: PRODUCT_ID_DUPLICATE };
  return { ok: true, productIds: [...existing, productId] };
}
