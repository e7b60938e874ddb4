export { wishlistRoutes } from './wishlist-routes';
export { clearWishlist } from './wishlist-service';
export { wishlistEntriesAfter } from './wishlist-repository';
