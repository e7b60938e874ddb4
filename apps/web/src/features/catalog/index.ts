// The catalogue feature's public surface used by the app shell (header, home, footer). Pages
// that load lazily are imported by their route module straight from their file, so nothing of
// theirs can end up in the home page's initial bundle through this barrel.
export { useCatalogNav, getCatalogNavQueryOptions } from './api/get-catalog-nav';
export { useInfiniteProducts, getProductsInfiniteQueryOptions } from './api/get-products';
export {
  prefetchCatalogNav,
  prefetchListing,
  prefetchProduct,
  prefetchProductFeed,
  prefetchSearch,
} from './prefetch';
export { ProductCard } from './components/product-card';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { ProductFeed } from './components/product-feed';
export { ProductSearch } from './components/product-search';
export type { NavPair, Product } from '@store/domain/contract';
export type { ProductFilters, ProductScope } from './product-filters';
