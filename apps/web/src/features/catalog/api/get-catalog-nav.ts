import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { CatalogNav } from '@store/domain/contract';

/** GET /api/catalog/nav: the gender and category pairs that have products. */
export function getCatalogNav(signal?: AbortSignal) {
  return apiGet<CatalogNav>('/catalog/nav', { signal });
}

export function getCatalogNavQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog.nav(),
    queryFn: ({ signal }) => getCatalogNav(signal),
    staleTime: 5 * 60_000,
    select: (data) => data.pairs,
  });
}

/** Nav pairs shared by the header's category row and the footer's quick links (one request). */
export function useCatalogNav() {
  return useQuery(getCatalogNavQueryOptions());
}
