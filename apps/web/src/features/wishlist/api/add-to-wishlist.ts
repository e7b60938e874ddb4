import { apiPost } from '@/lib/api-client';
import type { WishlistChange } from '@store/domain/contract';

/** POST /api/wishlist/addWishlist: adding twice keeps one entry. */
export const addToWishlist = (productid: string) =>
  apiPost<WishlistChange>('/wishlist/addWishlist', { productid });
