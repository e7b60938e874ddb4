import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminProductPage as ProductPage } from '@store/domain/contract';
import type { ProductQuery } from '../product-inputs';

/** GET /api/admin/products?page&limit&q: the product table, newest first. */
export const getProducts = (query: ProductQuery, signal?: AbortSignal) =>
  adminApi.get<ProductPage>('/admin/products', { params: query, signal });

export const getProductsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: adminKeys.products(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: ProductQuery) => useQuery(getProductsQueryOptions(query));
