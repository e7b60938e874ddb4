import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Wishlist } from '@store/domain/contract';

/** GET /api/wishlist: entries and their products, newest first. */
export const getWishlist = (signal?: AbortSignal) => apiGet<Wishlist>('/wishlist', { signal });

export const getWishlistQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.wishlist(),
    queryFn: ({ signal }) => getWishlist(signal),
    staleTime: 0,
  });

export const useWishlist = (enabled = true) => useQuery({ ...getWishlistQueryOptions(), enabled });
