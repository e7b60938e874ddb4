import { z } from 'zod';
import {
  ADMIN_PRODUCTS_LIMIT_MAX,
  ADMIN_PRODUCTS_PAGE_SIZE,
  LOW_STOCK_THRESHOLD,
  PRODUCT_MAX_COLORS,
  PRODUCT_MAX_SIZES,
  PRODUCT_STOCK_MAX,
} from '../constants';
import {
  ADMIN_PRODUCT_SORTS,
  BULK_DISCOUNT_MAX_PERCENT,
  BULK_PRICE_CHANGE_MAX_PERCENT,
  BULK_PRICE_CHANGE_MIN_PERCENT,
  BULK_PRODUCTS_MAX,
  PRODUCT_STOCK_STATES,
} from '../product-bulk';
import { GENDERS } from '../constants';
import { isCell, SKU_MAX_CHARS } from '../variants';
import { searchTextSchema } from './catalog-query';
import {
  choice,
  idField,
  numericStringToNumber,
  optional,
  pageField,
  requiredText,
  text,
} from './fields';

/** `GET admin/products`: the table's search box and paging. */
export const adminProductsQuerySchema = z.object({
  q: searchTextSchema,
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(1_000_000, 'Page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(ADMIN_PRODUCTS_LIMIT_MAX, `Limit must be at most ${ADMIN_PRODUCTS_LIMIT_MAX}`)
    .default(ADMIN_PRODUCTS_PAGE_SIZE),
  // Manage Product's filters and sort; absent, the plain newest-first list.
  gender: optional(choice(GENDERS, 'Gender must be one of men, women, kids or others')),
  category: optional(text({ max: 100, tooLong: 'Category is too long' })),
  stock: optional(choice(PRODUCT_STOCK_STATES, 'Stock must be one of in, low or out')),
  sort: optional(
    choice(ADMIN_PRODUCT_SORTS, `Sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}`),
  ).transform((s) => s ?? 'newest'),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

const BULK_PERCENT_RANGE = `Percent must be between ${BULK_PRICE_CHANGE_MIN_PERCENT} and ${BULK_PRICE_CHANGE_MAX_PERCENT}`;

/** The products a bulk action names: 1 to BULK_PRODUCTS_MAX ids (row ids or product codes). */
const bulkIds = z
  .array(idField('Product id is required'), { error: 'Choose the products as a list of ids' })
  .min(1, 'Choose at least one product')
  .max(BULK_PRODUCTS_MAX, `Choose at most ${BULK_PRODUCTS_MAX} products at once`);

/** `POST admin/products/bulk-delete`. */
export const bulkDeleteSchema = z.strictObject({ ids: bulkIds });

/** `POST admin/products/bulk-discount`: a whole percent off each product's original price. */
export const bulkDiscountSchema = z.strictObject({
  ids: bulkIds,
  discount: z.preprocess(
    numericStringToNumber,
    z
      .number({ error: 'Discount must be a number' })
      .int('Discount must be a whole number')
      .min(0, `Discount must be between 0 and ${BULK_DISCOUNT_MAX_PERCENT}`)
      .max(
        BULK_DISCOUNT_MAX_PERCENT,
        `Discount must be between 0 and ${BULK_DISCOUNT_MAX_PERCENT}`,
      ),
  ),
  /**
   * Taken off the original price, a discount can raise a price (bulkDiscountPlan). Such a product
   * is changed only with `allowIncrease: true`; by default the whole action is refused (409).
   */
  allowIncrease: z.boolean({ error: 'allowIncrease must be true or false' }).default(false),
});

/** `POST admin/products/bulk-price`: each price moved by a whole percent, up or down. */
export const bulkPriceSchema = z.strictObject({
  ids: bulkIds,
  percent: z.preprocess(
    numericStringToNumber,
    z
      .number({ error: 'Percent must be a number' })
      .int('Percent must be a whole number')
      .min(BULK_PRICE_CHANGE_MIN_PERCENT, BULK_PERCENT_RANGE)
      .max(BULK_PRICE_CHANGE_MAX_PERCENT, BULK_PERCENT_RANGE)
      .refine((p) => p !== 0, 'Percent must not be 0'),
  ),
});
export type BulkDeleteInput = z.infer<typeof bulkDeleteSchema>;
export type BulkDiscountInput = z.infer<typeof bulkDiscountSchema>;
export type BulkPriceInput = z.infer<typeof bulkPriceSchema>;

export const INVALID_IMAGE_PATH = 'Invalid image path!';
export const IMAGE_NOT_FOUND = 'Image not found!';

/** `DELETE /delete-image`: a media key or a URL under the media base address. */
export const deleteImageSchema = z.object({
  imagePath: requiredText(INVALID_IMAGE_PATH, { max: 2048, tooLong: INVALID_IMAGE_PATH }),
});

function variantStockField(label: string) {
  return z.preprocess(
    numericStringToNumber,
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(
        PRODUCT_STOCK_MAX,
        `${label} cannot be more than ${PRODUCT_STOCK_MAX.toLocaleString('en-US')}`,
      ),
  );
}

/**
 * One colour × size in add-product / update-product. `sku` blank means the default
 * (`<productid>-<COLOUR>-<SIZE>`). `stockWas` (optional) is the stock the edit form loaded for
 * this variant: with it, units sold while the form was open stay sold (as the product's
 * `stockWas` does for the total).
 */
export const productVariantInputSchema = z.object({
  color: requiredText('Variant color is required', {
    max: 50,
    tooLong: 'Variant color is too long',
  }),
  size: requiredText('Variant size is required', { max: 50, tooLong: 'Variant size is too long' }),
  sku: optional(
    text({ max: SKU_MAX_CHARS, tooLong: `SKU must be at most ${SKU_MAX_CHARS} characters` }),
  ),
  stock: variantStockField('Variant stock'),
  stockWas: optional(variantStockField('Variant stockWas')),
});
export type ProductVariantInput = z.infer<typeof productVariantInputSchema>;

/** At most one entry per colour × size, so at most colours × sizes entries. */
export const productVariantListSchema = z
  .array(productVariantInputSchema, { error: 'Variants must be a list' })
  .max(
    PRODUCT_MAX_COLORS * PRODUCT_MAX_SIZES,
    `A product can have at most ${PRODUCT_MAX_COLORS * PRODUCT_MAX_SIZES} variants`,
  );

/**
 * The first problem with `variants` against the product's colours and sizes, or null: a colour
 * or size the product does not have (named), the same cell twice, the same SKU twice.
 */
export function variantListProblem(
  variants: readonly ProductVariantInput[],
  colors: readonly string[],
  sizes: readonly string[],
): { path: (string | number)[]; message: string } | null {
  const lower = (t: string) => t.trim().toLowerCase();
  const skus = new Set<string>();
  for (const [i, v] of variants.entries()) {
    if (!colors.some((c) => lower(c) === lower(v.color))) {
      return {
        path: [i, 'color'],
        message: `Color '${v.color}' is not one of this product's colors`,
      };
    }
    if (!sizes.some((s) => lower(s) === lower(v.size))) {
      return { path: [i, 'size'], message: `Size '${v.size}' is not one of this product's sizes` };
    }
    if (variants.slice(0, i).some((w) => isCell(w, v.color, v.size))) {
      return { path: [i], message: `Color '${v.color}' size '${v.size}' is listed twice` };
    }
    if (v.sku !== undefined) {
      if (skus.has(lower(v.sku)))
        return { path: [i, 'sku'], message: `SKU '${v.sku}' is used twice` };
      skus.add(lower(v.sku));
    }
  }
  return null;
}

/** `GET admin/products/low-stock`: variants at or under `threshold`, lowest first. */
export const lowStockQuerySchema = z.object({
  threshold: z.coerce
    .number({ error: 'Threshold must be a whole number' })
    .int('Threshold must be a whole number')
    .min(0, 'Threshold must be 0 or more')
    .max(1000, 'Threshold must be at most 1000')
    .default(LOW_STOCK_THRESHOLD),
  page: pageField,
  /** Lowest stock first (the default), or the most shoppers waiting first. */
  sort: z
    .enum(['stock', 'waiting'], { error: 'Sort by stock or waiting' })
    .optional()
    .default('stock'),
});
export type LowStockQuery = z.infer<typeof lowStockQuerySchema>;
