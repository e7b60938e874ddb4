import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ProductDetail } from '@store/domain/contract';

/** GET /api/catalog/products/:id (by `_id` or `productid`); 404 when unknown. */
export function getProduct(id: string, signal?: AbortSignal) {
  return apiGet<ProductDetail>(`/catalog/products/${encodeURIComponent(id)}`, { signal });
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    select: (data) => data.product,
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
