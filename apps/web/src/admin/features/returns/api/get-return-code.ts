import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '../../../lib/admin-api';
import { adminKeys } from '../../../lib/query-keys';
import type { ReturnCodeExpiry } from '../types';

/** POST /api/admin/returns/getOtp: the live code's expiry for the countdown, never the code. */
export const getReturnCode = (returnid: string) =>
  adminApi.post<{ success: true; otp: ReturnCodeExpiry }>('/admin/returns/getOtp', { returnid });

export const getReturnCodeQueryOptions = (returnid: string) =>
  queryOptions({
    queryKey: [...adminKeys.returns(), 'code', returnid] as const,
    queryFn: () => getReturnCode(returnid),
    staleTime: 0,
  });

/** Only while the code dialog is open (`enabled`). */
export const useReturnCode = (returnid: string, enabled: boolean) =>
  useQuery({ ...getReturnCodeQueryOptions(returnid), enabled });
