import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { SuggestResponse } from '@store/domain/contract';

/** GET /api/catalog/suggest?q=: at most 8 matches for the header's search dropdown, and the count. */
export function getSuggestions(q: string, signal?: AbortSignal) {
  return apiGet<SuggestResponse>('/catalog/suggest', { params: { q }, signal });
}

export function getSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.suggest(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q !== '',
    staleTime: 5 * 60_000,
    // While the next keystroke's matches load, keep showing the previous ones.
    placeholderData: keepPreviousData,
    select: (data) => ({ items: data.items, total: data.total }),
  });
}

/** Suggestions for an already debounced, trimmed query; idle while it is empty. */
export function useSuggestions(q: string) {
  return useQuery(getSuggestionsQueryOptions(q));
}
