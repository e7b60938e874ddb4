import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import type { WalletCreditAnswer } from '@store/domain/contract';
import { invalidateReturnsButCodes } from './get-return-code';

/**
 * POST /api/admin/wallet/credit: credits a picked-up save_to_wallet return once. The original
 * `amount` is still sent; the server computes and credits its own.
 */
export const creditWallet = (input: { returnid: string; amount: number }) =>
  adminApi.post<WalletCreditAnswer>('/admin/wallet/credit', input);

export const useCreditWallet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditWallet,
    // The code dialog may still be open on this return, its code used: no getOtp for it.
    onSettled: () => invalidateReturnsButCodes(queryClient),
  });
};
