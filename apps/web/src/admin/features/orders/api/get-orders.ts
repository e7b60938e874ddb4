import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '../../../lib/admin-api';
import { adminKeys } from '../../../lib/query-keys';
import type { AdminOrderPage } from '../types';
import type { OrderFilters } from '../utils/order-filters';

/** The filters as GET admin/orders takes them: 'all' and an empty search are left out. */
function ordersParams(filters: OrderFilters) {
  const q = filters.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.range !== 'all' ? { range: filters.range } : {}),
    page: filters.page,
  };
}

/** GET /api/admin/orders?q&status&range&page: 10 orders a page, newest first, and the counts. */
export const getOrders = (filters: OrderFilters, signal?: AbortSignal) =>
  adminApi.get<AdminOrderPage>('/admin/orders', { params: ordersParams(filters), signal });

export const getOrdersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: adminKeys.orderList(ordersParams(filters)),
    queryFn: ({ signal }) => getOrders(filters, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: OrderFilters) => useQuery(getOrdersQueryOptions(filters));
