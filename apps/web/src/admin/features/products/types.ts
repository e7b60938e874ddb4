import type { ProductStockState, Variant } from '@store/domain';

import type { VariantPayload } from './utils/stock-grid';

/** A product as the admin calls answer it (the storefront's JSON shape, money in AED). */
export type AdminProduct = {
  _id: string;
  productid: string;
  name: string;
  brand: string;
  price: number;
  originalPrice: number | null;
  discount: number | null;
  /** The sum of the variants. */
  stock: number;
  /** One per colour × size, colours then sizes in order. */
  variants?: Variant[];
  /** Product list rows: any variant at or under the low-stock threshold. */
  lowStock?: boolean;
  /** Product list rows: in, low or out, from the variants (productStockState). */
  stockState?: ProductStockState;
  sizes: string[];
  colors: string[];
  colorImages: Record<string, string[]>;
  defaultImg: string;
  category: string;
  subcategory: string | null;
  gender: string;
  description: string;
  /** The Arabic name and description; null when the shop wrote none. */
  nameAr?: string | null;
  descriptionAr?: string | null;
  createdAt: string;
};

/** GET /api/admin/products: one page, newest first. */
export type ProductPage = {
  success: true;
  products: AdminProduct[];
  total: number;
  page: number;
  limit: number;
  /** Every category products are filed under, for the category filter. */
  categories?: string[];
};

export type ProductQuery = {
  page: number;
  limit: number;
  q?: string;
  gender?: string;
  category?: string;
  stock?: string;
  sort?: string;
};

/** What `POST /api/admin/products/addProduct` and `PUT …/update-product` send. */
export type ProductPayload = {
  name: string;
  brand: string;
  price: string;
  originalPrice: string | null;
  discount: string | null;
  category: string;
  description: string;
  /** Blank clears the Arabic (the storefront then shows the English). */
  nameAr: string;
  descriptionAr: string;
  gender: string;
  stock: string;
  sizes: string[];
  colors: string[];
  colorImages: Record<string, string[]>;
  defaultImg: string;
  /** Stock and SKU per colour × size (sent whenever the product has colours). */
  variants?: VariantPayload[];
};

export type ProductSaved = { success: true; message: string; product: AdminProduct };

/** One variant of GET /api/admin/products/low-stock. */
export type LowStockItem = {
  _id: string;
  productid: string;
  name: string;
  color: string;
  size: string;
  sku: string;
  stock: number;
  image: string;
};

/** GET /api/admin/products/low-stock: variants at or under the threshold, lowest first. */
export type LowStockPage = {
  success: true;
  items: LowStockItem[];
  total: number;
  page: number;
  limit: number;
};

export type LowStockQuery = { threshold: number; page: number };
