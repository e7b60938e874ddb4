import { ADMIN_PRODUCTS_PAGE_SIZE } from '@store/domain';

import { ADMIN_PATHS } from '../../../lib/paths';

/** The table's state in the address (`?q=…&page=…`), so a page can be reloaded and shared. */
export function readProductParams(search: URLSearchParams) {
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

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
