import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { OfferDetail } from '@store/domain/contract';

/** GET /api/catalog/offers/:offerId: the offer and its products (listed or discounted). */
export function getOffer(offerId: string, signal?: AbortSignal) {
  return apiGet<OfferDetail>(`/catalog/offers/${encodeURIComponent(offerId)}`, { signal });
}

export function getOfferQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.offer(offerId),
    queryFn: ({ signal }) => getOffer(offerId, signal),
  });
}

export function useOffer(offerId: string) {
  return useQuery(getOfferQueryOptions(offerId));
}
