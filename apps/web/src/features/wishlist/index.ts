// The wishlist's public surface for the header and the product page; the page loads lazily.
export { useWishlist } from './api/get-wishlist';
export { useToggleWishlist } from './api/toggle-wishlist';
export type { WishlistEntry } from '@store/domain/contract';
