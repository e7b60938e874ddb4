// This feature's calls to the store API, one file per endpoint.
export * from './add-product';
export * from './bulk-products';
export * from './delete-image';
export * from './delete-product';
export * from './get-product';
export * from './get-products';
export * from './update-product';
export * from './upload-product-images';
