import { ADMIN_PRODUCTS_PAGE_SIZE } from '@store/domain';

import { ADMIN_PATHS } from '../../../lib/paths';

/** What to ask the server for one page of the table. */
export function productQuery(q: string, page: number) {
  const text = q.trim();
  return { page, limit: ADMIN_PRODUCTS_PAGE_SIZE, ...(text ? { q: text } : {}) };
}

/** The view and edit screens name their product in the address: `?id=SS-000001`. */
export const viewProductPath = (productid: string) =>
  `${ADMIN_PATHS.viewProduct}?id=${encodeURIComponent(productid)}`;
export const editProductPath = (productid: string) =>
  `${ADMIN_PATHS.editProduct}?id=${encodeURIComponent(productid)}`;
