import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { getReturnCodeQueryOptions } from './get-return-code';

type SentCode = { success: true; message: string; otp: { otpExpiresAt: string } };

/**
 * POST /api/admin/returns/addOtp: the server makes the pickup or replacement-delivery code,
 * gives it to the shopper and answers only its expiry (a resend voids the previous code).
 */
export const sendReturnCode = (returnid: string) =>
  adminApi.post<SentCode>('/admin/returns/addOtp', { returnid });

/** The new expiry becomes the code dialog's countdown at once (getOtp's cached answer). */
export const useSendReturnCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReturnCode,
    onSuccess: (answer, returnid) =>
      queryClient.setQueryData(getReturnCodeQueryOptions(returnid).queryKey, {
        success: true,
        otp: answer.otp,
      }),
  });
};
