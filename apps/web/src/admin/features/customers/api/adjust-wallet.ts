import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { WalletAdjustmentAnswer } from '@store/domain/contract';
import type { WalletAdjustment } from '../customer-inputs';

/**
 * POST /api/admin/customers/:id/wallet/adjust. The body carries the submit's idempotency key, so
 * however often this request arrives the money moves once (docs/decisions/0049).
 */
export const adjustWallet = (id: string, input: WalletAdjustment) =>
  adminApi.post<WalletAdjustmentAnswer>(
    `/admin/customers/${encodeURIComponent(id)}/wallet/adjust`,
    input,
  );

export const useAdjustWallet = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletAdjustment) => adjustWallet(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.customer(id, 'wallet') }),
  });
};
