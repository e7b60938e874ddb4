import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { OfferDetail } from '../types';

/** GET /api/catalog/offers/:offerId: the offer and its products (listed or discounted). */
export function getOffer<P>(offerId: string, signal?: AbortSignal) {
  return apiGet<OfferDetail<P>>(`/catalog/offers/${encodeURIComponent(offerId)}`, { signal });
}

export function getOfferQueryOptions<P>(offerId: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.offer(offerId),
    queryFn: ({ signal }) => getOffer<P>(offerId, signal),
  });
}

export function useOffer<P>(offerId: string) {
  return useQuery(getOfferQueryOptions<P>(offerId));
}
