/** A product as the admin calls answer it (the storefront's JSON shape, money in AED). */
export type AdminProduct = {
  _id: string;
  productid: string;
  name: string;
  brand: string;
  price: number;
  originalPrice: number | null;
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

/** GET /api/admin/products: one page, newest first. */
export type ProductPage = {
  success: true;
  products: AdminProduct[];
  total: number;
  page: number;
  limit: number;
};

export type ProductQuery = { page: number; limit: number; q?: string };

/** What add-product and update-product send (admin spec section 7). */
export type ProductPayload = {
  name: string;
  brand: string;
  price: string;
  originalPrice: string | null;
  discount: string | null;
  category: string;
  description: string;
  gender: string;
  stock: string;
  sizes: string[];
  colors: string[];
  colorImages: Record<string, string[]>;
  defaultImg: string;
};

export type ProductSaved = { success: true; message: string; product: AdminProduct };
