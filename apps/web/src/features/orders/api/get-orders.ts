import type { OrdersResponse } from '@store/domain/contract';
import { ORDERS_POLL_MS } from '@store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/order: the shopper's own orders, newest first. */
export const getOrders = async (signal?: AbortSignal) =>
  (await apiGet<OrdersResponse>('/order', { signal })).orders;

export const getOrdersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders(),
    queryFn: ({ signal }) => getOrders(signal),
    staleTime: 0,
    // The orders page refetches every 10 s (the admin moves orders along).
    refetchInterval: ORDERS_POLL_MS,
  });

export const useOrders = () => useQuery(getOrdersQueryOptions());
