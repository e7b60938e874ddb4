import type { Courier } from '@store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';

/**
 * GET /api/admin/orders/couriers: the couriers the store offers (its SHIPPING_COURIERS setting),
 * 'Other' last. The setting changes only with a restart, so one read lasts the session.
 */
export const getCouriers = async (signal?: AbortSignal): Promise<Courier[]> =>
  (
    await adminApi.get<{ success: true; couriers: Courier[] }>(
      '/admin/orders/couriers',
      signal ? { signal } : {},
    )
  ).couriers;

export const getCouriersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.couriers(),
    queryFn: ({ signal }) => getCouriers(signal),
    staleTime: Infinity,
  });

export const useCouriers = () => useQuery(getCouriersQueryOptions());
