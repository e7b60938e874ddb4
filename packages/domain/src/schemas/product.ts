import { z } from 'zod';
import { DISCOUNT_MAX_PERCENT, DISCOUNT_MIN_PERCENT, GENDERS } from '../constants';
import {
  blankToUndefined,
  choice,
  numericStringToNumber,
  optional,
  requiredText,
  text,
} from './fields';
import { duplicateTagMessage, type TagKind } from './tags';

const REQUIRED = 'Please fill in all required fields.';
export const DEFAULT_SIZE = 'One Size';
export const PRODUCT_IMAGE_REQUIRED =
  'Please upload at least one image before posting the product.';
const DISCOUNT_MESSAGE = 'Discount must be between 0 and 100';

/** Whole fils only: 149.5 and 149.99 pass, 149.999 does not. */
function hasAtMostTwoDecimals(value: number): boolean {
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
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);
}

/** "A non-number becomes 0" (admin spec); a negative or fractional number is refused. */
function stockValue(value: unknown): number {
  const parsed = numericStringToNumber(value);
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

function tagList(kind: TagKind, emptyMessage: string) {
  return z
    .array(requiredText(emptyMessage, { max: 50, tooLong: 'Too long' }), {
      error: `Please enter ${kind}s as a list`,
    })
    .refine(
      (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
      duplicateTagMessage(kind),
    );
}

const imageList = z.array(
  requiredText('Image URL cannot be empty', { max: 2048, tooLong: 'Image URL is too long' }),
  { error: 'Images must be a list per color' },
);

export const productFormSchema = z
  .object({
    name: requiredText(REQUIRED, { max: 200, tooLong: 'Name is too long' }),
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
    gender: choice(GENDERS, REQUIRED),
    stock: z.preprocess(
      stockValue,
      z.number().int('Stock must be a whole number').min(0, 'Stock cannot be negative'),
    ),
    sizes: optional(tagList('size', 'Size cannot be empty')).transform((sizes) =>
      sizes && sizes.length > 0 ? sizes : [DEFAULT_SIZE],
    ),
    colors: optional(tagList('color', 'Color cannot be empty')).transform((c) => c ?? []),
    colorImages: optional(
      z.record(requiredText('Color cannot be empty', { max: 50, tooLong: 'Too long' }), imageList, {
        error: 'Images must be grouped by color',
      }),
    ).transform((m) => m ?? {}),
  })
  .refine((p) => Object.values(p.colorImages).some((urls) => urls.length > 0), {
    path: ['colorImages'],
    error: PRODUCT_IMAGE_REQUIRED,
    when: (payload) => payload.issues.every((i) => i.path?.[0] !== 'colorImages'),
  })
  // Colours keep the given order (the first is the default); a colour that only appears in
  // colorImages is appended, so add-product may send colorImages alone.
  .transform((p) => {
    const colors = [...p.colors];
    const known = new Set(colors.map((c) => c.toLowerCase()));
    for (const color of Object.keys(p.colorImages)) {
      if (!known.has(color.toLowerCase())) {
        known.add(color.toLowerCase());
        colors.push(color);
      }
    }
    return { ...p, colors };
  });
export type ProductFormInput = z.infer<typeof productFormSchema>;
