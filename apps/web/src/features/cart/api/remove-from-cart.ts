import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Cart, Selections } from '@store/domain/contract';

export type RemoveFromCartInput = { productid: string; selections?: Selections };
type RemoveFromCartResponse = { success: true; message: string; cart: Cart };

/** POST /api/cart/removeCart: one line when `selections` is given, else every line of the product. */
export const removeFromCart = (input: RemoveFromCartInput) =>
  apiPost<RemoveFromCartResponse>('/cart/removeCart', input);

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.cart(), data.cart),
  });
}
