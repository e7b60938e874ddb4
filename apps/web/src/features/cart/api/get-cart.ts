import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Cart } from '@store/domain/contract';

/** GET /api/cart/: the shopper's lines, the displayed items and the server's totals. */
export const getCart = (signal?: AbortSignal) => apiGet<Cart>('/cart/', { signal });

export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cart(),
    queryFn: ({ signal }) => getCart(signal),
    // The bag changes on other tabs and at checkout: never trust a minute-old copy.
    staleTime: 0,
  });

/** The bag, loaded only for a signed-in shopper. */
export const useCart = (enabled = true) => useQuery({ ...getCartQueryOptions(), enabled });
