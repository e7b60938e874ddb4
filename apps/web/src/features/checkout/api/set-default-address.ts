import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Address } from '@store/domain/contract';

/** POST /api/checkout/address/default: the selected address becomes the default. */
export const setDefaultAddress = (addressid: string) =>
  apiPost<{ success: true; address: Address }>('/checkout/address/default', { addressid });

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses() }),
  });
}
