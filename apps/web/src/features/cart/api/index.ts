// This feature's calls to the store API, one file per endpoint.
export * from './add-to-cart';
export * from './get-cart';
export * from './remove-from-cart';
export * from './update-quantity';
