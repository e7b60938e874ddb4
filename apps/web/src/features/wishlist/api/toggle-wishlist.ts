import { useMutation, useQueryClient } from '@tanstack/react-query';

import { queryKeys } from '@/lib/query-keys';
import { addToWishlist } from './add-to-wishlist';
import { removeFromWishlist } from './remove-from-wishlist';

/** Adds (`add: true`) or removes a product; the list (and the header badge) reloads after. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productid, add }: { productid: string; add: boolean }) =>
      add ? addToWishlist(productid) : removeFromWishlist(productid),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wishlist() }),
  });
}
