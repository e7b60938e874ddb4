/** Shapes of the catalogue API's JSON, as the storefront reads them. */

export type Product = {
  _id: string;
  productid: string;
  name: string;
  brand: string;
  /** AED, at most 2 decimals. */
  price: number;
  originalPrice: number | null;
  /** Whole percent off, when the product is discounted. */
  discount: number | null;
  stock: number;
  sizes: string[];
  colors: string[];
  colorImages: Record<string, string[]>;
  defaultImg: string;
  category: string;
  subcategory: string | null;
  gender: string;
  description: string;
  createdAt: string;
};

export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'discount';

export type ProductFilters = {
  gender?: string;
  category?: string;
  subcategory?: string;
  sort?: ProductSort;
};

export type ProductPage = {
  success: true;
  items: Product[];
  total: number;
  page: number;
  limit: number;
};

export type NavGender = 'men' | 'women' | 'kids' | 'others';

export type NavPair = {
  gender: NavGender;
  category: string;
  subcategories: string[];
  count: number;
};

export type CatalogNav = { success: true; pairs: NavPair[] };
