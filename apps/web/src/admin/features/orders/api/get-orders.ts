import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminOrderPage } from '@store/domain/contract';
import { ordersQuery, type OrderFilters } from '@/admin/lib/order-filters';

/** GET /api/admin/orders?q&status&range&page: 10 orders a page, newest first, and the counts. */
export const getOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  adminApi.get<AdminOrderPage>('/admin/orders', { params: ordersQuery(filters), signal });

export const getOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: adminKeys.orderList(ordersQuery(filters)),
    queryFn: ({ signal }) => getOrders(filters, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderFilters) => useQuery(getOrdersQueryOptions(filters));
