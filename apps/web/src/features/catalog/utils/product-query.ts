import { CATALOG_PAGE_LIMIT_MAX } from '@store/domain';

import type { ProductFilters } from '../types';

/**
 * The query string of GET /api/catalog/products. Built here rather than by the API client's
 * `params` because brand and color repeat (`brand=A&brand=B`). Empty values are left out so equal
 * filters give equal URLs (and hit the same HTTP cache entry).
 */
export function productQueryString(filters: ProductFilters, page: number, limit: number): string {
  const search = new URLSearchParams();
  const scalar = (key: string, value: string | number | undefined) => {
    if (value === undefined || value === '') return;
    search.set(key, String(value));
  };
  scalar('q', filters.q?.trim());
  scalar('gender', filters.gender);
  scalar('category', filters.category);
  scalar('subcategory', filters.subcategory);
  for (const brand of filters.brands ?? []) search.append('brand', brand);
  for (const color of filters.colors ?? []) search.append('color', color);
  scalar('maxPrice', filters.maxPrice);
  scalar('minDiscount', filters.minDiscount);
  if (filters.sort && filters.sort !== 'newest') search.set('sort', filters.sort);
  search.set('page', String(Math.max(1, Math.trunc(page))));
  search.set('limit', String(Math.min(CATALOG_PAGE_LIMIT_MAX, Math.max(1, Math.trunc(limit)))));
  return search.toString();
}
