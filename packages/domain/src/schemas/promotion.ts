import { z } from 'zod';
import { idField, limitField, pageField, requiredText } from './fields';
import {
  combinesWithSchema,
  nullable,
  promotionConditionsSchema,
  promotionLimitsSchema,
  promotionRewardSchema,
  wholeNumber,
} from './promotion-parts';

/**
 * The console's promotion form and the admin API's body (POST and PUT /api/admin/promotions).
 * Money is AED with VAT, as the storefront shows prices (at most two decimals); dates are ISO
 * instants (the form turns a Dubai date and time into one). The body is a JSON object.
 *
 * Outline of the fields (messages in English; the API's catalogue has their Arabic):
 *   nameEn, nameAr: required, at most 100 characters each.
 *   kind: 'automatic' | 'code' | 'batch'.
 *   code: with kind 'code', required: letters, digits and '-', 1 to 32, stored upper case.
 *   batch: with kind 'batch', { prefix (letters, digits, '-', at most 12), count 1..5000 }:
 *     the codes a new batch starts with; an edit does not read count (POST …/:id/codes adds more).
 *   On an edit the kind stays as saved (409 otherwise).
 *   startsAt (required), endsAt (optional, after startsAt).
 *   reward: one of the PromotionReward shapes, in AED: { kind: 'order_percent', percent,
 *     maxDiscount? } | { kind: 'order_amount', amount } | { kind: 'items_percent', percent,
 *     target, maxDiscount? } | { kind: 'items_amount', amount, target } | { kind: 'free_shipping' }
 *     | { kind: 'buy_x_get_y', buy 1..20, get 1..20, percent, target }; percent 1..100; amounts
 *     above 0 and at most the product price maximum; target lists at most 200 entries each.
 *   conditions: { minSubtotal?, minUnits? (1..1000), firstOrderOnly, emails? (at most 1000) }.
 *   limits: { totalUses? (1..1,000,000), perShopper? (1..1000) }.
 *   combinesWith: { item, order, shipping } booleans.
 */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9-]{1,32}$/;
export const PROMOTION_CODE_MAX = 32;
export const PROMOTION_BATCH_MAX = 5000;
export const PROMOTION_NAME_MAX = 100;
export const PROMOTION_PREFIX_MAX = 12;
export const PROMOTION_KINDS = ['automatic', 'code', 'batch'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
const PROMOTION_PREFIX_PATTERN = /^[A-Za-z0-9-]{1,12}$/;
/** Dates a promotion may start or end between: far enough for any sale, safe for the database. */
const DATE_MIN = Date.UTC(2000, 0, 1);
const DATE_MAX = Date.UTC(2100, 0, 1);

/** A code as stored and compared: trimmed, upper case. Case does not matter to shoppers. */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

/** POST /api/cart/code: the code a shopper types. */
export const cartCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter a code' })
    .trim()
    .min(1, 'Please enter a code')
    .max(PROMOTION_CODE_MAX, 'This code is not valid')
    .regex(PROMOTION_CODE_PATTERN, 'This code is not valid')
    .transform(normalizePromotionCode),
});
export type CartCodeInput = z.infer<typeof cartCodeSchema>;

function instant(message: string) {
  return z
    .string({ error: message })
    .max(40, message)
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() >= DATE_MIN && date.getTime() < DATE_MAX, message);
}

const codeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(PROMOTION_CODE_MAX, `Code: letters, digits and '-', at most ${PROMOTION_CODE_MAX}`)
  .regex(PROMOTION_CODE_PATTERN, `Code: letters, digits and '-', at most ${PROMOTION_CODE_MAX}`)
  .transform(normalizePromotionCode);

const batchField = z.strictObject(
  {
    prefix: z
      .string({ error: 'Prefix is required' })
      .trim()
      .regex(
        PROMOTION_PREFIX_PATTERN,
        `Prefix: letters, digits and '-', at most ${PROMOTION_PREFIX_MAX}`,
      )
      .transform(normalizePromotionCode),
    count: wholeNumber('Number of codes', 1, PROMOTION_BATCH_MAX),
  },
  { error: 'Batch must be an object with a prefix and a number of codes' },
);

/**
 * The promotion form (the outline above). Parsed: names trimmed, the code and prefix upper case,
 * `code` null unless kind 'code', `batch` null unless kind 'batch', money in fils, dates as Date.
 */
export const promotionFormSchema = z
  .strictObject(
    {
      nameEn: requiredText('Name is required', {
        max: PROMOTION_NAME_MAX,
        tooLong: `Name must be at most ${PROMOTION_NAME_MAX} characters`,
      }),
      nameAr: requiredText('Arabic name is required', {
        max: PROMOTION_NAME_MAX,
        tooLong: `Arabic name must be at most ${PROMOTION_NAME_MAX} characters`,
      }),
      kind: z.enum(PROMOTION_KINDS, { error: 'Kind must be automatic, code or batch' }),
      code: nullable(codeField).default(null),
      batch: nullable(batchField).default(null),
      startsAt: instant('Start must be a date and time'),
      endsAt: nullable(instant('End must be a date and time')).default(null),
      reward: promotionRewardSchema,
      conditions: promotionConditionsSchema,
      limits: promotionLimitsSchema,
      combinesWith: combinesWithSchema,
    },
    { error: 'Send the promotion as a JSON object' },
  )
  .superRefine((form, ctx) => {
    if (form.kind === 'code' && form.code === null) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Code is required' });
    }
    if (form.kind === 'batch' && form.batch === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['batch'],
        message: 'Batch prefix and number of codes are required',
      });
    }
    if (
      form.endsAt instanceof Date &&
      form.startsAt instanceof Date &&
      form.endsAt.getTime() <= form.startsAt.getTime()
    ) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after the start' });
    }
  })
  .transform((form) => ({
    ...form,
    code: form.kind === 'code' ? form.code : null,
    batch: form.kind === 'batch' ? form.batch : null,
  }));
/** What the console sends (AED, ISO dates). */
export type PromotionFormInput = z.input<typeof promotionFormSchema>;
/** What the API reads (fils, Date). */
export type PromotionForm = z.output<typeof promotionFormSchema>;

/** GET /api/admin/promotions: paging. */
export const promotionListQuerySchema = z.object({
  page: pageField,
  limit: limitField(100, 50),
});

/** POST /api/admin/promotions/:id/codes: how many more single-use codes to generate. */
export const promotionCodesSchema = z.strictObject(
  { count: wholeNumber('Number of codes', 1, PROMOTION_BATCH_MAX) },
  { error: 'Send the number of codes as a JSON object' },
);

/** Routes that name one promotion. */
export const promotionIdSchema = z.object({ id: idField('Promotion id is required') });
