import type { VariantPayload } from './utils/stock-grid';

export type ProductQuery = {
  page: number;
  limit: number;
  q?: string;
  gender?: string;
  category?: string;
  stock?: string;
  sort?: string;
};

/** What add-product and update-product send. */
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

export type LowStockQuery = { threshold: number; page: number; sort?: 'stock' | 'waiting' };
