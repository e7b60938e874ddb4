import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Cart, Selections } from '@store/domain/contract';

export type UpdateQuantityInput = { productid: string; quantity: number; selections: Selections };
type UpdateQuantityResponse = { success: true; cart: Cart };

/** POST /api/cart/updateQuantity: 409 'Only {stock} items in stock' above stock. */
export const updateQuantity = (input: UpdateQuantityInput) =>
  apiPost<UpdateQuantityResponse>('/cart/updateQuantity', input);

export function useUpdateQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuantity,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.cart(), data.cart),
    // On failure the cart is reloaded, so the page shows the server's truth.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart() }),
  });
}
