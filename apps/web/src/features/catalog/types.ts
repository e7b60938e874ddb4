import type { CatalogSort, Variant } from '@store/domain';

/** Shapes of the catalogue API's JSON, as the storefront reads them. */

export type Product = {
  _id: string;
  productid: string;
  name: string;
  /** The Arabic name, shown on Arabic pages when set (null or absent: the English one). */
  nameAr?: string | null;
  brand: string;
  /** AED, at most 2 decimals: the stored price (without VAT under the default setting). */
  price: number;
  originalPrice: number | null;
  /** The prices the storefront shows, VAT included (decision 32). */
  priceWithVat: number;
  originalPriceWithVat: number | null;
  /** Whole percent off, when the product is discounted. */
  discount: number | null;
  stock: number;
  /** Listing and suggestion items: false when every variant is at 0. */
  inStock?: boolean;
  /** One per colour × size (product answers). */
  variants?: Variant[];
  sizes: string[];
  colors: string[];
  colorImages: Record<string, string[]>;
  defaultImg: string;
  category: string;
  subcategory: string | null;
  gender: string;
  description: string;
  descriptionAr?: string | null;
  createdAt: string;
};

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

export type FacetCount = { name: string; count: number };

export type ProductFacets = {
  categories: FacetCount[];
  subcategories: FacetCount[];
  brands: FacetCount[];
  colors: FacetCount[];
  /** Sizes in stock in the scope (absent from an API that predates variants). */
  sizes?: FacetCount[];
  /** Discount steps (10..90) reachable in the scope. */
  discounts: number[];
  /** AED. */
  price: { min: number; max: number };
};

export type ProductPage = {
  success: true;
  items: Product[];
  total: number;
  page: number;
  limit: number;
  facets?: ProductFacets;
};

export type ProductDetail = { success: true; product: Product };

export type Suggestion = {
  _id: string;
  name: string;
  nameAr?: string | null;
  brand: string;
  price: number;
  /** The price shown, VAT included. */
  priceWithVat: number;
  image: string;
};

/** The dropdown's matches (at most 8) and how many there are in all ('See all N results'). */
export type SuggestResponse = { success: true; items: Suggestion[]; total: number };

export type NavGender = 'men' | 'women' | 'kids' | 'others';

export type NavPair = {
  gender: NavGender;
  category: string;
  subcategories: string[];
  count: number;
};

export type CatalogNav = { success: true; pairs: NavPair[] };
