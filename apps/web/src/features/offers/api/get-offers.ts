import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { OffersResponse } from '@store/domain/contract';

/** GET /api/api/offers (the original path, under the API prefix): every offer. */
export function getOffers(signal?: AbortSignal) {
  return apiGet<OffersResponse>('/api/offers', { signal });
}

export function getOffersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.offers.all(),
    queryFn: ({ signal }) => getOffers(signal),
    staleTime: 5 * 60_000,
    select: (data) => data.offers,
  });
}

/** Offers for the home carousel and the offers page (one request shared by both). */
export function useOffers() {
  return useQuery(getOffersQueryOptions());
}
