import { z } from 'zod';
import { idField } from './fields';

/**
 * The console's promotion form and the admin API's body (POST and PUT /api/admin/promotions).
 * Money is AED with VAT, as the storefront shows prices (at most two decimals); dates are ISO
 * instants (the form turns a Dubai date and time into one). The body is a JSON object.
 *
 * Outline of the fields (messages in English; the API's catalogue has their Arabic):
 *   nameEn, nameAr: required, at most 100 characters each.
 *   kind: 'automatic' | 'code' | 'batch'.
 *   code: with kind 'code', required: letters, digits and '-', 1 to 32, stored upper case.
 *   batch: with kind 'batch', { prefix (letters, digits, '-', at most 12), count 1..5000 }.
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

/** Routes that name one promotion. */
export const promotionIdSchema = z.object({ id: idField('Promotion id is required') });
