import { z } from 'zod';
import { ADMIN_PRODUCTS_LIMIT_MAX, ADMIN_PRODUCTS_PAGE_SIZE } from '../constants';
import { searchTextSchema } from './catalog-query';
import { requiredText } from './fields';

/** `GET admin/products`: the table's search box and paging. */
export const adminProductsQuerySchema = z.object({
  q: searchTextSchema,
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(1_000_000, 'Page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(ADMIN_PRODUCTS_LIMIT_MAX, `Limit must be at most ${ADMIN_PRODUCTS_LIMIT_MAX}`)
    .default(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

export const INVALID_IMAGE_PATH = 'Invalid image path!';
export const IMAGE_NOT_FOUND = 'Image not found!';

/** `DELETE /delete-image`: a media key or a URL under the media base address. */
export const deleteImageSchema = z.object({
  imagePath: requiredText(INVALID_IMAGE_PATH, { max: 2048, tooLong: INVALID_IMAGE_PATH }),
});
