import type { Product, Sent } from '@store/domain/contract';
import {
  shownPriceFils,
  toAed,
  type PromotionBadge,
  type Variant,
  type VatSetting,
} from '@store/domain';
import { mediaUrl } from '#platform/media';

export interface ProductRow {
  id: string;
  productid: string;
  name: string;
  /** The Arabic name and description (migration 0023); null when the shop wrote none. */
  nameAr: string | null;
  brand: string;
  description: string;
  descriptionAr: string | null;
  category: string;
  subcategory: string | null;
  gender: string;
  priceFils: number;
  originalPriceFils: number | null;
  discount: number | null;
  stock: number;
  sizes: string[];
  createdAt: Date;
}

export interface ColorImages {
  colors: string[];
  images: Map<string, string[]>;
}

/**
 * The original product fields, with money in AED and image keys turned into URLs, and the stock
 * per colour × size (`stock` is their sum, kept so by the database). `price` and `originalPrice`
 * keep their first meaning (the stored price); `priceWithVat` and `originalPriceWithVat` are what
 * the storefront shows (decision 32). `badges`, the running promotions' (the storefront's
 * catalogue answers), is left out when not given.
 */
export function productJson(
  row: ProductRow,
  media: ColorImages | undefined,
  mediaBaseUrl: string,
  variants: Variant[] | undefined,
  vat: VatSetting,
  badges?: PromotionBadge[],
): Sent<Product> {
  const colors = media?.colors ?? [];
  const colorImages: Record<string, string[]> = {};
  for (const color of colors) {
    colorImages[color] = (media?.images.get(color) ?? []).map((key) => mediaUrl(mediaBaseUrl, key));
  }
  const firstColor = colors[0];
  return {
    _id: row.id,
    productid: row.productid,
    name: row.name,
    nameAr: row.nameAr || null,
    brand: row.brand,
    price: toAed(row.priceFils),
    originalPrice: row.originalPriceFils === null ? null : toAed(row.originalPriceFils),
    priceWithVat: toAed(shownPriceFils(row.priceFils, vat)),
    originalPriceWithVat:
      row.originalPriceFils === null ? null : toAed(shownPriceFils(row.originalPriceFils, vat)),
    discount: row.discount,
    stock: row.stock,
    /** Every variant at 0 is out of stock. */
    inStock: row.stock > 0,
    variants: variants ?? [],
    sizes: row.sizes,
    colors,
    colorImages,
    defaultImg: (firstColor !== undefined && colorImages[firstColor]?.[0]) || '',
    category: row.category,
    subcategory: row.subcategory,
    gender: row.gender,
    description: row.description,
    descriptionAr: row.descriptionAr || null,
    createdAt: row.createdAt.toISOString(),
    ...(badges ? { badges } : {}),
  };
}

export type ProductJson = ReturnType<typeof productJson>;
