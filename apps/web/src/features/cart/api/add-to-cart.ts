import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Cart } from '@store/domain/contract';
import type { CartLineInput } from '../cart-inputs';

export type AddToCartResponse = { success: true; message: string; capped: boolean; cart: Cart };

/** POST /api/cart/addCartProduct: merges with the same product and selections, capped at stock. */
export const addToCart = (input: CartLineInput) =>
  apiPost<AddToCartResponse>('/cart/addCartProduct', input);

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.cart(), data.cart),
  });
}
