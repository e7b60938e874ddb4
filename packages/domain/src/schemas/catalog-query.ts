import { z } from 'zod';
import {
  CATALOG_DEFAULT_LIMIT,
  CATALOG_MULTI_MAX,
  CATALOG_PAGE_LIMIT_MAX,
  CATALOG_SORTS,
  CATALOG_TEXT_MAX_CHARS,
} from '../constants';
import { idField, limitField, pageField, text } from './fields';

const optionalFilter = text({ max: CATALOG_TEXT_MAX_CHARS, tooLong: 'Filter value is too long' })
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Search text: trimmed, blank means no search. */
export const searchTextSchema = text({
  max: CATALOG_TEXT_MAX_CHARS,
  tooLong: `Search text must be at most ${CATALOG_TEXT_MAX_CHARS} characters`,
})
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** `?brand=A&brand=B` arrives as an array, `?brand=A` as a string: both become a clean list. */
function multiFilter(label: string) {
  return z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        text({ max: CATALOG_TEXT_MAX_CHARS, tooLong: `${label} is too long` }),
        `${label} must be text`,
      )
      .max(CATALOG_MULTI_MAX, `Choose at most ${CATALOG_MULTI_MAX} values for ${label}`)
      .transform((list) => [...new Set(list.filter((v) => v !== ''))]),
  );
}

/** Query values arrive as strings; blank means the filter is off. */
const optionalNumber = (schema: z.ZodNumber, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    schema.refine(Number.isFinite, message).optional(),
  );

/**
 * The catalogue's scope (search, gender, category, subcategory), refinements (brand, colour,
 * size, price, discount), sort and paging: shared by the page's URL state and the server's query check.
 */
export const catalogQuerySchema = z.object({
  page: pageField,
  limit: limitField(CATALOG_PAGE_LIMIT_MAX, CATALOG_DEFAULT_LIMIT),
  q: searchTextSchema,
  gender: optionalFilter,
  category: optionalFilter,
  subcategory: optionalFilter,
  brand: multiFilter('Brand'),
  color: multiFilter('Colour'),
  /** Sizes (any of): keeps products that have one of them in stock. */
  size: multiFilter('Size'),
  maxPrice: optionalNumber(
    z.number('Maximum price must be a number').min(0, 'Maximum price must be 0 or more'),
    'Maximum price must be a number',
  ),
  minDiscount: optionalNumber(
    z
      .number('Minimum discount must be a number')
      .min(0, 'Minimum discount must be between 0 and 100')
      .max(100, 'Minimum discount must be between 0 and 100'),
    'Minimum discount must be a number',
  ),
  sort: z.enum(CATALOG_SORTS, { error: 'Unknown sort order' }).default('newest'),
});

export type CatalogQuery = z.output<typeof catalogQuerySchema>;
export type CatalogQueryInput = z.input<typeof catalogQuerySchema>;

/** The header dropdown's query: only the search text. */
export const suggestQuerySchema = z.object({ q: searchTextSchema });
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

/** The product page's path: `/api/catalog/products/:id` (its _id or its product code). */
export const productRefSchema = z.object({ id: idField('Product id is required') });

/** The offer page's path: `/api/catalog/offers/:offerId`. */
export const offerRefSchema = z.object({ offerId: idField('Offer id is required') });
