import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ProductFilters, ProductPage } from '../types';

export const PRODUCTS_PAGE_SIZE = 24;

type GetProductsInput = ProductFilters & { page: number; limit?: number; signal?: AbortSignal };

/** GET /api/catalog/products: one page of the catalogue, newest first unless sorted. */
export function getProducts({
  page,
  limit = PRODUCTS_PAGE_SIZE,
  signal,
  ...filters
}: GetProductsInput) {
  return apiGet<ProductPage>('/catalog/products', {
    params: { page, limit, ...filters },
    signal,
  });
}

export function getProductsInfiniteQueryOptions(
  filters: ProductFilters = {},
  limit = PRODUCTS_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: queryKeys.catalog.products({ ...filters, limit }),
    queryFn: ({ pageParam, signal }) => getProducts({ ...filters, page: pageParam, limit, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.limit < last.total && last.items.length > 0 ? last.page + 1 : undefined,
  });
}

/** The catalogue as pages that grow with "Load more". */
export function useInfiniteProducts(filters: ProductFilters = {}, limit = PRODUCTS_PAGE_SIZE) {
  return useInfiniteQuery(getProductsInfiniteQueryOptions(filters, limit));
}
