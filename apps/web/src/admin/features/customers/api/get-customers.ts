import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { CustomerPage } from '@store/domain/contract';
import type { CustomerQuery } from '../customer-inputs';

/** GET /api/admin/dashboard/users?page&limit&q: customers newest first, `q` on name or email. */
export const getCustomers = (query: CustomerQuery, signal?: AbortSignal) =>
  adminApi.get<CustomerPage>('/admin/dashboard/users', { params: query, signal });

export const getCustomersQueryOptions = (query: CustomerQuery) =>
  queryOptions({
    queryKey: adminKeys.customers(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: CustomerQuery) => useQuery(getCustomersQueryOptions(query));
