import { z } from 'zod';
import { CATALOG_PAGE_LIMIT_MAX } from '../constants';

export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc', 'discount'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_DEFAULT_LIMIT = 24;

const optionalFilter = z
  .string()
  .trim()
  .max(100, 'Filter value is too long')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The catalogue's paging and scope, shared by the page's URL state and the server's query check. */
export const catalogQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .default(1),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(CATALOG_PAGE_LIMIT_MAX, `Limit must be at most ${CATALOG_PAGE_LIMIT_MAX}`)
    .default(CATALOG_DEFAULT_LIMIT),
  gender: optionalFilter,
  category: optionalFilter,
  subcategory: optionalFilter,
  sort: z.enum(CATALOG_SORTS, { error: 'Unknown sort order' }).default('newest'),
});

export type CatalogQuery = z.output<typeof catalogQuerySchema>;
