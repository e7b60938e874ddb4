import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminReturnsPage } from '@store/domain/contract';
import type { ReturnListQuery } from '../return-inputs';

/** GET /api/admin/returns?q&status&page: return requests newest first, 10 a page. */
export const getReturns = (query: ReturnListQuery, signal?: AbortSignal) =>
  adminApi.get<AdminReturnsPage>('/admin/returns', { params: query, signal });

export const getReturnsQueryOptions = (query: ReturnListQuery) =>
  queryOptions({
    queryKey: adminKeys.returnList(query),
    queryFn: ({ signal }) => getReturns(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useReturns = (query: ReturnListQuery) => useQuery(getReturnsQueryOptions(query));
