import { apiPost } from '@/lib/api-client';
import type { WishlistChange } from '@store/domain/contract';

/** POST /api/wishlist/removeWishlist. */
export const removeFromWishlist = (productid: string) =>
  apiPost<WishlistChange>('/wishlist/removeWishlist', { productid });
