import type { CatalogSort } from '@store/domain';

/** What the shopper browses and refines: the listing's state, kept in the URL. */

export type ProductSort = CatalogSort;

/** The scope being browsed: what the route's path says. Facets describe this scope. */
export type ProductScope = {
  q?: string;
  gender?: string;
  category?: string;
  subcategory?: string;
};

/** Refinements the shopper picks in the filter sidebar; they live in the URL's query string. */
export type ProductRefinements = {
  brands: string[];
  colors: string[];
  /** Keeps products with any of these sizes in stock. */
  sizes: string[];
  /** AED; keeps products priced at or below it. */
  maxPrice?: number;
  /** Percent; keeps products discounted at least this much. */
  minDiscount?: number;
};

export type ProductFilters = ProductScope &
  Partial<ProductRefinements> & {
    sort?: ProductSort;
  };
