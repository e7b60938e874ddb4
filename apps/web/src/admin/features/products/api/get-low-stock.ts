import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { LowStockPage } from '@store/domain/contract';
import type { LowStockQuery } from '../product-inputs';

/** GET /api/admin/products/low-stock?threshold&page: variants at or under it, lowest first. */
export const getLowStock = (query: LowStockQuery, signal?: AbortSignal) =>
  adminApi.get<LowStockPage>('/admin/products/low-stock', { params: query, signal });

export const getLowStockQueryOptions = (query: LowStockQuery) =>
  queryOptions({
    queryKey: adminKeys.lowStock(query),
    queryFn: ({ signal }) => getLowStock(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLowStock = (query: LowStockQuery) => useQuery(getLowStockQueryOptions(query));
