// The catalogue feature's public surface; the app composes it into pages and the layout.
export { useCatalogNav, getCatalogNavQueryOptions } from './api/get-catalog-nav';
export { useInfiniteProducts, getProductsInfiniteQueryOptions } from './api/get-products';
export { ProductCard } from './components/product-card';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { ProductFeed } from './components/product-feed';
export type { NavPair, Product, ProductFilters } from './types';
