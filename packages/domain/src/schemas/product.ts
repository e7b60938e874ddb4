import { z } from 'zod';
import {
  DISCOUNT_MAX_PERCENT,
  DISCOUNT_MIN_PERCENT,
  GENDERS,
  PRODUCT_MAX_COLORS,
  PRODUCT_MAX_IMAGES_PER_COLOR,
  PRODUCT_MAX_SIZES,
  PRODUCT_PRICE_MAX_AED,
  PRODUCT_STOCK_MAX,
} from '../constants';
import { formatAed } from '../money';
import {
  blankToUndefined,
  choice,
  idField,
  numericStringToNumber,
  optional,
  requiredText,
  secondLanguageText,
  text,
  whenValid,
} from './fields';
import { duplicateTagMessage, type TagKind } from './tags';
import { productVariantListSchema, variantListProblem } from './admin-products';

const REQUIRED = 'Please fill in all required fields.';
export const DEFAULT_SIZE = 'One Size';
export const PRODUCT_IMAGE_REQUIRED =
  'Please upload at least one image before posting the product.';
const DISCOUNT_MESSAGE = 'Discount must be between 0 and 100';
export const ORIGINAL_PRICE_BELOW_PRICE = 'Original price cannot be lower than the price';
export const INVALID_PRODUCT_ID = 'Invalid product ID';
/** The products.stock column is a 32-bit integer. */
const STOCK_COLUMN_MAX = 2_147_483_647;

/** Whole fils only: 149.5 and 149.99 pass, 149.999 does not. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/** Blank, null or absent becomes null; numeric strings become numbers. */
function toNullableNumber(value: unknown): unknown {
  const present = blankToUndefined(value);
  return present === undefined ? null : numericStringToNumber(present);
}

function money(label: string, missing: string) {
  return z
    .number({ error: missing })
    .min(0, `${label} cannot be negative`)
    .max(PRODUCT_PRICE_MAX_AED, {
      message: `${label} cannot be more than ${formatAed(PRODUCT_PRICE_MAX_AED)}`,
      abort: true,
    })
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);
}

/** A non-number becomes 0; a negative or fractional number is refused. */
function stockValue(value: unknown): number {
  const parsed = numericStringToNumber(value);
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

const noDuplicates = (names: readonly string[]) =>
  new Set(names.map((n) => n.toLowerCase())).size === names.length;

function tagList(kind: TagKind, emptyMessage: string, max: number) {
  return z
    .array(requiredText(emptyMessage, { max: 50, tooLong: 'Too long' }), {
      error: `Please enter ${kind}s as a list`,
    })
    .max(max, `A product can have at most ${max} ${kind}s`)
    .refine(noDuplicates, duplicateTagMessage(kind));
}

const imageList = z
  .array(
    requiredText('Image URL cannot be empty', { max: 2048, tooLong: 'Image URL is too long' }),
    { error: 'Images must be a list per color' },
  )
  .max(
    PRODUCT_MAX_IMAGES_PER_COLOR,
    `A color can have at most ${PRODUCT_MAX_IMAGES_PER_COLOR} images`,
  );

const TOO_MANY_COLORS = `A product can have at most ${PRODUCT_MAX_COLORS} colors`;

/**
 * Colours in order with their images. `colors` keeps its order (the first is the default); a
 * colour that only appears in `colorImages` is appended, so add-product may send colorImages
 * alone. Names match ignoring case and the spelling in `colors` wins.
 */
function colorPlan(colors: readonly string[], colorImages: Record<string, string[]>) {
  const plan = colors.map((name) => ({ name, images: [] as string[] }));
  for (const [color, images] of Object.entries(colorImages)) {
    const key = color.trim().toLowerCase();
    const entry = plan.find((c) => c.name.toLowerCase() === key);
    if (entry) entry.images = images;
    else plan.push({ name: color.trim(), images });
  }
  return plan;
}

function hasImagesForEveryColor(plan: ReturnType<typeof colorPlan>): boolean {
  return plan.length > 0 && plan.every((c) => c.images.length > 0);
}

export const productFormSchema = z
  .object({
    name: requiredText(REQUIRED, { max: 200, tooLong: 'Name is too long' }),
    nameAr: secondLanguageText({ max: 200, tooLong: 'Arabic name is too long' }),
    brand: requiredText(REQUIRED, { max: 100, tooLong: 'Brand is too long' }),
    price: z.preprocess(
      (v) => numericStringToNumber(blankToUndefined(v)),
      money('Price', REQUIRED),
    ),
    originalPrice: z.preprocess(
      toNullableNumber,
      money('Original price', 'Original price must be a number').nullable(),
    ),
    discount: z.preprocess(
      toNullableNumber,
      z
        .number({ error: DISCOUNT_MESSAGE })
        .int('Discount must be a whole number')
        .min(DISCOUNT_MIN_PERCENT, DISCOUNT_MESSAGE)
        .max(DISCOUNT_MAX_PERCENT, DISCOUNT_MESSAGE)
        .nullable(),
    ),
    category: requiredText('Please select or enter a category.', {
      max: 100,
      tooLong: 'Category is too long',
    }),
    subcategory: optional(text({ max: 100, tooLong: 'Subcategory is too long' })),
    description: requiredText(REQUIRED, {
      max: 5000,
      tooLong: 'Description is too long',
      multiline: true,
    }),
    descriptionAr: secondLanguageText({
      max: 5000,
      tooLong: 'Arabic description is too long',
      multiline: true,
    }),
    gender: choice(GENDERS, REQUIRED),
    stock: z.preprocess(
      stockValue,
      z
        .number()
        .int('Stock must be a whole number')
        .min(0, 'Stock cannot be negative')
        .max(
          PRODUCT_STOCK_MAX,
          `Stock cannot be more than ${PRODUCT_STOCK_MAX.toLocaleString('en-US')}`,
        ),
    ),
    sizes: optional(tagList('size', 'Size cannot be empty', PRODUCT_MAX_SIZES)).transform(
      (sizes) => (sizes && sizes.length > 0 ? sizes : [DEFAULT_SIZE]),
    ),
    colors: optional(tagList('color', 'Color cannot be empty', PRODUCT_MAX_COLORS)).transform(
      (c) => c ?? [],
    ),
    colorImages: optional(
      z
        .record(
          requiredText('Color cannot be empty', { max: 50, tooLong: 'Too long' }),
          imageList,
          {
            error: 'Images must be grouped by color',
          },
        )
        .refine((m) => noDuplicates(Object.keys(m).map((k) => k.trim())), 'Color already exists!')
        .refine((m) => Object.keys(m).length <= PRODUCT_MAX_COLORS, TOO_MANY_COLORS),
    ).transform((m) => m ?? {}),
    /** Stock and SKU per colour × size; absent means the product's `stock` alone decides. */
    variants: optional(productVariantListSchema),
  })
  .refine((p) => p.originalPrice === null || p.originalPrice >= p.price, {
    path: ['originalPrice'],
    error: ORIGINAL_PRICE_BELOW_PRICE,
    when: whenValid('price', 'originalPrice'),
  })
  // Every colour needs an image: the storefront shows a colour by its pictures.
  .refine((p) => hasImagesForEveryColor(colorPlan(p.colors, p.colorImages)), {
    path: ['colorImages'],
    error: PRODUCT_IMAGE_REQUIRED,
    when: whenValid('colors', 'colorImages'),
  })
  .refine((p) => colorPlan(p.colors, p.colorImages).length <= PRODUCT_MAX_COLORS, {
    path: ['colors'],
    error: TOO_MANY_COLORS,
    when: whenValid('colors', 'colorImages'),
  })
  // A variant must name one of the product's colours and sizes (the message names the stranger).
  .superRefine((p, ctx) => {
    if (!p.variants) return;
    const colors = colorPlan(p.colors, p.colorImages).map((c) => c.name);
    const problem = variantListProblem(p.variants, colors, p.sizes);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', ...problem.path],
        message: problem.message,
      });
    }
  })
  .transform((p) => {
    const plan = colorPlan(p.colors, p.colorImages);
    const colors = plan.map((c) => c.name);
    const spelled = (names: readonly string[], name: string) =>
      names.find((n) => n.toLowerCase() === name.toLowerCase()) ?? name;
    return {
      ...p,
      colors,
      colorImages: Object.fromEntries(plan.map((c) => [c.name, c.images])),
      // Variants take the product's spelling of their colour and size.
      variants: p.variants?.map((v) => ({
        ...v,
        color: spelled(colors, v.color),
        size: spelled(p.sizes, v.size),
      })),
    };
  });
export type ProductFormInput = z.infer<typeof productFormSchema>;

/** A product's `_id` (uuid) or `productid` (SS-000001): letters, digits, dashes, underscores. */
const productIdField = idField(INVALID_PRODUCT_ID).regex(/^[A-Za-z0-9][\w-]*$/, INVALID_PRODUCT_ID);

/** Which product an update names: its `_id` or its `productid` (clients send either). */
export const productTargetSchema = z
  .object({
    _id: optional(productIdField),
    productid: optional(productIdField),
  })
  .transform((r) => r._id ?? r.productid)
  .pipe(z.string({ error: INVALID_PRODUCT_ID }));

/**
 * update-product's `stockWas` (ours, beside the original payload): the stock the edit form loaded.
 * With it, the stock the shop owner typed is applied as a change to that number, so units sold
 * while the form was open stay sold; without it (the original client) the stock is set as sent.
 */
export const productStockBaseSchema = z.object({
  stockWas: optional(
    z.preprocess(
      numericStringToNumber,
      z
        .number({ error: 'stockWas must be a whole number' })
        .int('stockWas must be a whole number')
        .min(0, 'stockWas must be a whole number')
        .max(STOCK_COLUMN_MAX, 'stockWas must be a whole number'),
    ),
  ),
});

/**
 * The stock an edit leaves: what was typed, less what sold since the form loaded `stockWas`
 * (never below 0). Cancels that put stock back meanwhile count the same way.
 */
export function stockAfterEdit(edit: {
  current: number;
  entered: number;
  stockWas: number | undefined;
}): number {
  if (edit.stockWas === undefined) return edit.entered;
  return Math.max(0, edit.current + (edit.entered - edit.stockWas));
}

export const productDeleteSchema = z.object({ productId: productIdField });

/** `PUT admin/products/updateImage`: remove the image at `position` of `color`. */
export const productImageRemovalSchema = z.object({
  productId: productIdField,
  color: requiredText('Color is required', { max: 50, tooLong: 'Color is required' }),
  position: z.preprocess(
    numericStringToNumber,
    z
      .number({ error: 'Invalid image position' })
      .int('Invalid image position')
      .min(0, 'Invalid image position')
      .max(PRODUCT_MAX_IMAGES_PER_COLOR, 'Invalid image position'),
  ),
});
