// This feature's calls to the store API, one file per endpoint.
export * from './add-to-wishlist';
export * from './get-wishlist';
export * from './remove-from-wishlist';
export * from './toggle-wishlist';
