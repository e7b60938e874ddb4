import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { AddressesResponse } from '@store/domain/contract';

/** GET /api/checkout/Address: the shopper's saved addresses, default first. */
export const getAddresses = (signal?: AbortSignal) =>
  apiGet<AddressesResponse>('/checkout/Address', { signal });

export const getAddressesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.addresses(),
    queryFn: ({ signal }) => getAddresses(signal),
    select: (data) => data.addresses,
  });

export const useAddresses = () => useQuery(getAddressesQueryOptions());
