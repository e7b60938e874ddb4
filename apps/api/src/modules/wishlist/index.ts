export { clearWishlist } from './wishlist-repository';
export { wishlistRoutes } from './wishlist-routes';
