import { z } from 'zod';
import { GENDERS, PRODUCT_PRICE_MAX_AED } from '../constants';
import { formatAed, toFils } from '../money';
import type {
  CombinesWith,
  PromotionConditions,
  PromotionReward,
  PromotionTarget,
} from '../promotions/types';
import { choice, emailField, idField, numericStringToNumber, requiredText } from './fields';
import { hasAtMostTwoDecimals } from './product';

/**
 * The parts of the promotion form (promotion.ts): its reward, conditions, limits and classes,
 * in AED on the way in and in fils, as the domain's promotion types, once read.
 */
export const PROMOTION_TARGET_MAX = 200;
export const PROMOTION_EMAILS_MAX = 1000;
export const PROMOTION_TOTAL_USES_MAX = 1_000_000;
export const PROMOTION_PER_SHOPPER_MAX = 1000;
export const PROMOTION_UNITS_MAX = 1000;
export const PROMOTION_BUY_GET_MAX = 20;

/** A whole number from `min` to `max`; numeric strings accepted. */
export function wholeNumber(label: string, min: number, max: number) {
  const range = `${label} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    numericStringToNumber,
    z.number({ error: range }).int(range).min(min, range).max(max, range),
  );
}

/** An AED amount above 0, at most the product price maximum, two decimals; read as fils. */
function aedAmount(label: string) {
  return z
    .preprocess(
      numericStringToNumber,
      z
        .number({ error: `${label} must be an amount in AED` })
        .gt(0, `${label} must be more than 0`)
        .max(PRODUCT_PRICE_MAX_AED, {
          message: `${label} cannot be more than ${formatAed(PRODUCT_PRICE_MAX_AED)}`,
          abort: true,
        })
        .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`),
    )
    .transform(toFils);
}

/** Absent, null or blank: null; else what `inner` reads. */
export function nullable<T extends z.ZodType>(inner: T) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    inner.nullable(),
  );
}

function nameList(label: string) {
  return z
    .array(
      requiredText(`${label}: an entry is empty`, {
        max: 100,
        tooLong: `${label}: an entry is too long`,
      }),
      {
        error: `${label} must be a list`,
      },
    )
    .max(PROMOTION_TARGET_MAX, `${label}: at most ${PROMOTION_TARGET_MAX} entries`)
    .default([]);
}

/** Which items a reward looks at; empty lists mean every product. */
export const promotionTargetSchema = z.strictObject(
  {
    productIds: z
      .array(idField('Product id is required'), { error: 'Products must be a list' })
      .max(PROMOTION_TARGET_MAX, `Products: at most ${PROMOTION_TARGET_MAX} entries`)
      .default([]),
    categories: nameList('Categories'),
    subcategories: nameList('Subcategories'),
    genders: z
      .array(choice(GENDERS, 'Gender must be one of men, women, kids or others'), {
        error: 'Genders must be a list',
      })
      .max(GENDERS.length, 'Gender must be one of men, women, kids or others')
      .default([]),
    brands: nameList('Brands'),
    excludeOnSale: z.boolean({ error: 'excludeOnSale must be true or false' }).default(false),
  },
  { error: 'Choose the items the promotion applies to' },
) satisfies z.ZodType<PromotionTarget>;

const percentField = wholeNumber('Percent', 1, 100);
const maxDiscountField = nullable(aedAmount('Maximum discount')).default(null);

/** The reward, in AED on the way in and in fils once read (the domain's PromotionReward). */
export const promotionRewardSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('order_percent'),
        percent: percentField,
        maxDiscount: maxDiscountField,
      }),
      z.strictObject({ kind: z.literal('order_amount'), amount: aedAmount('Amount') }),
      z.strictObject({
        kind: z.literal('items_percent'),
        percent: percentField,
        target: promotionTargetSchema,
        maxDiscount: maxDiscountField,
      }),
      z.strictObject({
        kind: z.literal('items_amount'),
        amount: aedAmount('Amount'),
        target: promotionTargetSchema,
      }),
      z.strictObject({ kind: z.literal('free_shipping') }),
      z.strictObject({
        kind: z.literal('buy_x_get_y'),
        buy: wholeNumber('Buy', 1, PROMOTION_BUY_GET_MAX),
        get: wholeNumber('Get', 1, PROMOTION_BUY_GET_MAX),
        percent: percentField,
        target: promotionTargetSchema,
      }),
    ],
    { error: 'Choose a reward' },
  )
  .transform((r): PromotionReward => {
    switch (r.kind) {
      case 'order_percent':
        return { kind: r.kind, percent: r.percent, maxDiscountFils: r.maxDiscount };
      case 'order_amount':
        return { kind: r.kind, amountFils: r.amount };
      case 'items_percent':
        return {
          kind: r.kind,
          percent: r.percent,
          target: r.target,
          maxDiscountFils: r.maxDiscount,
        };
      case 'items_amount':
        return { kind: r.kind, amountFils: r.amount, target: r.target };
      default:
        return r;
    }
  });

export const promotionConditionsSchema = z
  .strictObject(
    {
      minSubtotal: nullable(aedAmount('Minimum subtotal')).default(null),
      minUnits: nullable(wholeNumber('Minimum units', 1, PROMOTION_UNITS_MAX)).default(null),
      firstOrderOnly: z.boolean({ error: 'firstOrderOnly must be true or false' }).default(false),
      emails: nullable(
        z
          .array(emailField, { error: 'Emails must be a list' })
          .max(PROMOTION_EMAILS_MAX, `At most ${PROMOTION_EMAILS_MAX} emails`),
      ).default(null),
    },
    { error: 'Conditions must be an object' },
  )
  .default({ minSubtotal: null, minUnits: null, firstOrderOnly: false, emails: null })
  .transform((c): PromotionConditions => ({
    minSubtotalFils: c.minSubtotal,
    minUnits: c.minUnits,
    firstOrderOnly: c.firstOrderOnly,
    emails: c.emails === null || c.emails.length === 0 ? null : [...new Set(c.emails)],
  }));

export const promotionLimitsSchema = z
  .strictObject(
    {
      totalUses: nullable(wholeNumber('Total uses', 1, PROMOTION_TOTAL_USES_MAX)).default(null),
      perShopper: nullable(wholeNumber('Uses per shopper', 1, PROMOTION_PER_SHOPPER_MAX)).default(
        null,
      ),
    },
    { error: 'Limits must be an object' },
  )
  .default({ totalUses: null, perShopper: null });

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).default(false);
export const combinesWithSchema = z
  .strictObject(
    {
      item: flag('combinesWith.item'),
      order: flag('combinesWith.order'),
      shipping: flag('combinesWith.shipping'),
    },
    { error: 'combinesWith must be an object' },
  )
  .default({ item: false, order: false, shipping: false }) satisfies z.ZodType<CombinesWith>;
