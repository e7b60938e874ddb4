import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { ReturnCodeAnswer } from '@store/domain/contract';
import { invalidateReturnsButCodes, type ReturnCodeData } from './get-return-code';

/**
 * POST /api/admin/returns/verifyOtp: the code the shopper read out moves the return on; at pickup
 * `restock` says whether the unit goes back on sale (the server's default is yes).
 */
export const verifyReturnCode = (input: { returnid: string; otp: string; restock?: boolean }) =>
  adminApi.post<ReturnCodeAnswer>('/admin/returns/verifyOtp', input);

export const useVerifyReturnCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyReturnCode,
    onSuccess: async (_answer, { returnid }) => {
      // The code is used up: asking for its expiry again would only be answered 409.
      await invalidateReturnsButCodes(queryClient);
      queryClient.setQueryData<ReturnCodeData>(adminKeys.returnCode(returnid), {
        success: true,
        otp: null,
      });
    },
  });
};
