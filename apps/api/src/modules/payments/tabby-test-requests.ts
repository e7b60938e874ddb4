import { z } from 'zod';

/**
 * The requests the Tabby test provider accepts, as Tabby's API documents them: AED amounts are
 * strings with two decimals, and a session carries its buyer, shipping address, order and the
 * three return addresses. A request the real API would refuse is refused here too (400), so the
 * store's tests see what the store sends.
 */
const amount = z.string().regex(/^\d{1,9}\.\d{2}$/, 'an amount with two decimals');
const text = z.string().trim().min(1).max(500);

export const sessionRequest = z.object({
  payment: z.object({
    amount,
    currency: z.literal('AED'),
    description: z.string().max(500).optional(),
    buyer: z.object({ name: text, email: z.email(), phone: text }),
    shipping_address: z.object({ city: text, address: text, zip: text }),
    order: z.object({
      reference_id: text,
      tax_amount: amount.optional(),
      shipping_amount: amount.optional(),
      discount_amount: amount.optional(),
      items: z
        .array(
          z
            .object({
              title: text,
              quantity: z.number().int().min(1),
              unit_price: amount,
              discount_amount: amount.optional(),
              reference_id: text.optional(),
              category: text,
            })
            .loose(),
        )
        .min(1),
    }),
  }),
  lang: z.enum(['en', 'ar']),
  merchant_code: text,
  merchant_urls: z.object({ success: z.url(), cancel: z.url(), failure: z.url() }),
});
export type SessionRequest = z.output<typeof sessionRequest>;

/** A capture or a refund: its amount and the reference that makes it idempotent. */
export const movementRequest = z.object({ amount, reference_id: text });

export const webhookRequest = z.object({
  url: z.url(),
  is_test: z.boolean().optional(),
  header: z.object({ title: text, value: text }),
});
