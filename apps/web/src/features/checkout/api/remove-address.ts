import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/checkout/address/remove: 404 'Address not found' for another shopper's. */
export const removeAddress = (addressid: string) =>
  apiPost<{ success: true; message: string }>('/checkout/address/remove', { addressid });

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses() }),
  });
}
