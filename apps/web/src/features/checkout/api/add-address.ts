import type { AddressInput } from '@store/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Address } from '@store/domain/contract';

type AddAddressResponse = { success: true; message: string; address: Address };

/** POST /api/checkout/addAddress: 409 ADDRESS_LIMIT past 3; the first becomes the default. */
export const addAddress = (input: AddressInput) =>
  apiPost<AddAddressResponse>('/checkout/addAddress', input);

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses() }),
  });
}
