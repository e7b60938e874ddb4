import { ORDERS_POLL_MS } from '@store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ReturnsResponse } from '@store/domain/contract';

/** GET /api/order/returns: the shopper's return requests, newest first. */
export const getReturns = async (signal?: AbortSignal) =>
  (await apiGet<ReturnsResponse>('/order/returns', { signal })).data;

export const getReturnsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.returns(),
    queryFn: ({ signal }) => getReturns(signal),
    staleTime: 0,
    // Polled with the orders: each item's return status follows the shop's decisions.
    refetchInterval: ORDERS_POLL_MS,
  });

export const useReturns = () => useQuery(getReturnsQueryOptions());
