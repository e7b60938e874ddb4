import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { AdminOffer } from '@store/domain/contract';

/** GET /api/admin/offers: every offer, newest first, with its products. */
export const getOffers = (signal?: AbortSignal) =>
  adminApi.get<{ success: true; offers: AdminOffer[] }>('/admin/offers', { signal });

export const getOffersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.offers(),
    queryFn: ({ signal }) => getOffers(signal),
  });

export const useOffers = () => useQuery(getOffersQueryOptions());
