import { partialMatchKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { ReturnCodeExpiry } from '@store/domain/contract';

export type ReturnCodeData = { success: true; otp: ReturnCodeExpiry };

/** POST /api/admin/returns/getOtp: the live code's expiry for the countdown, never the code. */
export const getReturnCode = (returnid: string) =>
  adminApi.post<ReturnCodeData>('/admin/returns/getOtp', { returnid });

export const getReturnCodeQueryOptions = (returnid: string) =>
  queryOptions({
    queryKey: adminKeys.returnCode(returnid),
    queryFn: () => getReturnCode(returnid),
    staleTime: 0,
  });

/** Only while the code dialog is open (`enabled`). */
export const useReturnCode = (returnid: string, enabled: boolean) =>
  useQuery({ ...getReturnCodeQueryOptions(returnid), enabled });

/**
 * Refreshes the returns after a change, but not the code expiries: a used code's getOtp is
 * answered 409, and a sent one's expiry is already in the cache.
 */
export const invalidateReturnsButCodes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: adminKeys.returns(),
    predicate: (query) => !partialMatchKey(query.queryKey, adminKeys.returnCodes()),
  });
