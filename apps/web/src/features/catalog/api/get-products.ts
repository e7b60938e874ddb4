import { CATALOG_DEFAULT_LIMIT, productQueryString } from '@store/domain';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ProductPage } from '@store/domain/contract';
import type { ProductFilters, ProductScope } from '../product-filters';
import { readListingState } from '../utils/listing-params';

export const PRODUCTS_PAGE_SIZE = CATALOG_DEFAULT_LIMIT;

type GetProductsInput = ProductFilters & { page: number; limit?: number; signal?: AbortSignal };

/** GET /api/catalog/products: one page of the catalogue with the scope's facets. */
export function getProducts({
  page,
  limit = PRODUCTS_PAGE_SIZE,
  signal,
  ...filters
}: GetProductsInput) {
  return apiGet<ProductPage>(`/catalog/products?${productQueryString(filters, page, limit)}`, {
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

/** The catalogue as pages that grow with "Load more" (the home grid). */
export function useInfiniteProducts(filters: ProductFilters = {}, limit = PRODUCTS_PAGE_SIZE) {
  return useInfiniteQuery(getProductsInfiniteQueryOptions(filters, limit));
}

export function getProductPageQueryOptions(
  filters: ProductFilters,
  page: number,
  limit = PRODUCTS_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: queryKeys.catalog.productPage({ ...filters, page, limit }),
    queryFn: ({ signal }) => getProducts({ ...filters, page, limit, signal }),
    // Keep the current grid on screen while the next filter's page loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

/** A category listing's page for its scope and the URL's refinements, sort and page number. */
export function getListingPageQueryOptions(scope: ProductScope, search: URLSearchParams) {
  const { page, sort, ...refinements } = readListingState(search);
  return getProductPageQueryOptions({ ...scope, ...refinements, sort }, page);
}

/** One numbered page of a listing (category pages: the page number lives in the URL). */
export function useListingPage(scope: ProductScope, search: URLSearchParams) {
  return useQuery(getListingPageQueryOptions(scope, search));
}
