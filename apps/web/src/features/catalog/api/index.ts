// The catalogue's calls to the store API, one file per endpoint.
export * from './get-catalog-nav';
export * from './get-product';
export * from './get-products';
export * from './get-suggestions';
