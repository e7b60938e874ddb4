export type { ProductWrite } from './admin-product-repository';
export { adminProductRoutes } from './admin-product-routes';
export type { CatalogState } from './catalog-badges';
export { catalogCachePlugin } from './catalog-cache-plugin';
export {
  arabicNamesOf,
  catalogImageKeysIn,
  countLowVariants,
  findProduct,
  findProductRefs,
  findProductsByIds,
  listNavPairs,
  loadColorImages,
  listProductPages,
  loadVariants,
  productsOfLines,
  variantStock,
} from './catalog-lookups';
export type { LineProduct, VariantKey } from './line-products';
export {
  insertProducts,
  lockProducts,
  productIdsOf,
  productPage,
  replaceColorsAndVariants,
  skuOwners,
  updateProducts,
} from './catalog-import';
export { catalogRoutes } from './catalog-routes';
export { withMedia } from './catalog-service';
export type { StorefrontOffers } from './catalog-service';
export { LOGGED_FIELDS } from './product-audit';
export type { ColorImages, ProductJson, ProductRow } from './product-json';
export { skuSafe, toWrite } from './product-write-input';
export { variantsOnCreate, variantsOnUpdate } from './variant-plan';
