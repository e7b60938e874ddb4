import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '../../../lib/admin-api';
import { adminKeys } from '../../../lib/query-keys';
import type { ReturnCodeAnswer } from '../types';

/** POST /api/admin/returns/verifyOtp: the code the shopper read out moves the return on. */
export const verifyReturnCode = (input: { returnid: string; otp: string }) =>
  adminApi.post<ReturnCodeAnswer>('/admin/returns/verifyOtp', input);

export const useVerifyReturnCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyReturnCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.returns() }),
  });
};
