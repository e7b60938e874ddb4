export { wishlistRoutes } from './wishlist-routes';
export { clearWishlist } from './wishlist-service';
