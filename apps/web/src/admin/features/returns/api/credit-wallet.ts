import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '../../../lib/admin-api';
import { adminKeys } from '../../../lib/query-keys';
import type { WalletCreditAnswer } from '../types';

/**
 * POST /api/admin/wallet/credit: credits a picked-up save_to_wallet return once. The spec's
 * `amount` is sent for its contract; the server computes and credits its own.
 */
export const creditWallet = (input: { returnid: string; amount: number }) =>
  adminApi.post<WalletCreditAnswer>('/admin/wallet/credit', input);

export const useCreditWallet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditWallet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.returns() }),
  });
};
