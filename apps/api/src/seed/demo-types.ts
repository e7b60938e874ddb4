/** Shapes shared by the demo catalogue, its image renderer and the benchmark generator. */

export type Gender = 'men' | 'women' | 'kids' | 'others';

export interface DemoProduct {
  productid: string;
  name: string;
  brand: string;
  description: string;
  /** The Arabic name and description (null or absent: the shop wrote none). */
  nameAr?: string | null;
  descriptionAr?: string | null;
  gender: Gender;
  category: string;
  subcategory: string | null;
  /** Integer fils (1 AED = 100 fils) so money never passes through floating point. */
  priceFils: number;
  originalPriceFils: number | null;
  /** Whole percent, always round((1 - price / original) * 100); null when there is no original. */
  discount: number | null;
  /** Without `variants`, spread over the colours × sizes in order (the create rule). */
  stock: number;
  sizes: string[];
  /** Stock (and SKU, else the default) per colour × size; cells not listed hold 0. */
  variants?: { color: string; size: string; stock: number; sku?: string }[];
  /** Ordered; the first colour is the default and its first image is the product's default image. */
  colors: { name: string; imageKeys: string[] }[];
  createdDaysAgo: number;
}

export interface DemoOffer {
  title: string;
  description: string;
  titleAr?: string;
  descriptionAr?: string;
  discountText: string;
  imageKey: string;
  link: string | null;
  productids: string[];
}

export const GARMENT_KINDS = [
  'tshirt',
  'polo',
  'shirt',
  'hoodie',
  'jacket',
  'dress',
  'abaya',
  'kandura',
  'jeans',
  'trousers',
  'shorts',
  'sneaker',
  'sandal',
  'bag',
  'backpack',
  'cap',
  'watch',
  'scarf',
  'sunglasses',
] as const;

/** Which silhouette the image renderer draws for a product. */
export type GarmentKind = (typeof GARMENT_KINDS)[number];

/**
 * One category of a gender, written as a compact text table so dozens of products stay readable.
 * Each non-empty line of `rows` is one product:
 *   name | brand | subcategory | price | original or - | stock | colours, comma separated
 * optionally followed by `| <garment>` and/or `| <gender>` overriding the group's.
 * Prices are AED with two decimals.
 */
export interface CatalogueGroup {
  gender: Gender;
  category: string;
  garment: GarmentKind;
  sizes: readonly string[];
  /** Opening sentence of every description in the group. */
  blurb: string;
  /** Cycled through the rows so neighbouring products do not share a description. */
  materials: readonly string[];
  rows: string;
}
