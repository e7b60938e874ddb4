import { z } from 'zod';
import { PRODUCT_STOCK_STATES } from '../product-bulk';
import { aed, answer, id, isoDate, ok, paging } from './fields';

/** One colour × size of a product, with its stock. */
export const variantAnswer = answer({
  color: z.string(),
  size: z.string(),
  sku: z.string(),
  stock: z.number().int(),
});

/**
 * An automatic promotion running now that the product is in (the domain's productBadges), with
 * its label in both languages ('Buy 2 get 1', 'اشترِ 2 واحصل على 1 مجاناً').
 */
export const promotionBadgeAnswer = answer({ promotionId: id, en: z.string(), ar: z.string() });
export type PromotionBadgeAnswer = z.output<typeof promotionBadgeAnswer>;

/** The catalogue's listing, search, suggestions and product page: at most 3, oldest first. */
const badges = z.array(promotionBadgeAnswer).optional();

/**
 * A product: money in AED, image keys as URLs. `price` and `originalPrice` are the stored prices;
 * `priceWithVat` and `originalPriceWithVat` are what the storefront shows.
 */
export const productAnswer = answer({
  _id: id,
  productid: z.string(),
  name: z.string(),
  /** The Arabic name, shown on Arabic pages when set (null: the English one). */
  nameAr: z.string().nullable(),
  brand: z.string(),
  price: aed,
  originalPrice: aed.nullable(),
  priceWithVat: aed,
  originalPriceWithVat: aed.nullable(),
  /** Whole percent off, when the product is discounted. */
  discount: z.number().nullable(),
  /** The sum of the variants. */
  stock: z.number().int(),
  /** False when every variant is at 0. */
  inStock: z.boolean(),
  /** One per colour × size, colours then sizes in order. */
  variants: z.array(variantAnswer),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  colorImages: z.record(z.string(), z.array(z.string())),
  defaultImg: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  gender: z.string(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  createdAt: isoDate,
  badges,
});
export type Product = z.output<typeof productAnswer>;

export const facetCountAnswer = answer({ name: z.string(), count: z.number().int() });
export type FacetCount = z.output<typeof facetCountAnswer>;

/** What the listing's scope holds, for the filter sidebar. */
export const productFacetsAnswer = answer({
  categories: z.array(facetCountAnswer),
  subcategories: z.array(facetCountAnswer),
  brands: z.array(facetCountAnswer),
  colors: z.array(facetCountAnswer),
  /** Sizes in stock in the scope, smallest first. */
  sizes: z.array(facetCountAnswer),
  /** Discount steps (10..90) reachable in the scope. */
  discounts: z.array(z.number()),
  price: answer({ min: aed, max: aed }),
});
export type ProductFacets = z.output<typeof productFacetsAnswer>;

/** GET /api/catalog/products. */
export const productPageAnswer = answer({
  success: ok,
  items: z.array(productAnswer),
  ...paging,
  facets: productFacetsAnswer.optional(),
});
export type ProductPage = z.output<typeof productPageAnswer>;

/** GET /api/catalog/products/:id. */
export const productDetailAnswer = answer({ success: ok, product: productAnswer });
export type ProductDetail = z.output<typeof productDetailAnswer>;

export const suggestionAnswer = answer({
  _id: id,
  name: z.string(),
  nameAr: z.string().nullable(),
  brand: z.string(),
  price: aed,
  /** The price shown, VAT included. */
  priceWithVat: aed,
  image: z.string(),
  /** False when every variant is at 0. */
  inStock: z.boolean(),
  badges,
});
export type Suggestion = z.output<typeof suggestionAnswer>;

/** GET /api/catalog/suggest: at most 8 matches and how many there are in all. */
export const suggestAnswer = answer({
  success: ok,
  items: z.array(suggestionAnswer),
  total: z.number().int(),
});
export type SuggestResponse = z.output<typeof suggestAnswer>;

export const NAV_GENDERS = ['men', 'women', 'kids', 'others'] as const;
export const navPairAnswer = answer({
  gender: z.enum(NAV_GENDERS),
  category: z.string(),
  subcategories: z.array(z.string()),
  count: z.number().int(),
});
export type NavPair = z.output<typeof navPairAnswer>;
export type NavGender = NavPair['gender'];

/** GET /api/catalog/nav. */
export const catalogNavAnswer = answer({ success: ok, pairs: z.array(navPairAnswer) });
export type CatalogNav = z.output<typeof catalogNavAnswer>;

/** A product as the console's calls answer it: the storefront's, with stock flags on list rows. */
export const adminProductAnswer = productAnswer.extend({
  /** List rows: any variant at or under the low-stock threshold. */
  lowStock: z.boolean().optional(),
  /** List rows: in, low or out, from the variants. */
  stockState: z.enum(PRODUCT_STOCK_STATES).optional(),
});
export type AdminProduct = z.output<typeof adminProductAnswer>;

/** GET /api/admin/products: one page, newest first, with every category for the filter. */
export const adminProductPageAnswer = answer({
  success: ok,
  products: z.array(adminProductAnswer),
  ...paging,
  categories: z.array(z.string()).optional(),
});
export type AdminProductPage = z.output<typeof adminProductPageAnswer>;

/** What add-product and update-product answer. */
export const productSavedAnswer = answer({
  success: ok,
  message: z.string(),
  product: adminProductAnswer,
});
export type ProductSaved = z.output<typeof productSavedAnswer>;

/** One variant of GET /api/admin/products/low-stock. */
export const lowStockItemAnswer = answer({
  _id: id,
  productid: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  /** Shoppers waiting for it to come back. */
  waiting: z.number().int(),
  image: z.string(),
});
export type LowStockItem = z.output<typeof lowStockItemAnswer>;

/** GET /api/admin/products/low-stock: variants at or under the threshold, lowest first. */
export const lowStockPageAnswer = answer({
  success: ok,
  items: z.array(lowStockItemAnswer),
  ...paging,
});
export type LowStockPage = z.output<typeof lowStockPageAnswer>;

/** GET /api/admin/products/:id: one product by `_id` or `productid`. */
export const adminProductDetailAnswer = answer({ success: ok, product: adminProductAnswer });
export type AdminProductDetail = z.output<typeof adminProductDetailAnswer>;
