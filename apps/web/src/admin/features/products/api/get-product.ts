import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminProductDetail as ProductResponse } from '@store/domain/contract';

/** GET /api/admin/products/:id (ours): one product by `_id` or `productid`, for view and edit. */
export const getProduct = (id: string, signal?: AbortSignal) =>
  adminApi
    .get<ProductResponse>(`/admin/products/${encodeURIComponent(id)}`, { signal })
    .then((r) => r.product);

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The edit form loads a product's images once; a background refetch must not reset it.
    staleTime: Infinity,
    enabled: id !== '',
  });

export const useProduct = (id: string) => useQuery(getProductQueryOptions(id));
