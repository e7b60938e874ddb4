import { z } from 'zod';

/**
 * The requests the Tamara test provider accepts, as Tamara's API documents them: money is an
 * object of an amount (a number with at most two decimals) and its currency; a checkout session
 * carries its order reference, consumer, shipping address, items, country, payment type and the
 * merchant's return and notification addresses. A request the real API would refuse is refused
 * here too (400), so the store's tests see what the store sends.
 */
const amount = z
  .number()
  .nonnegative()
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals');
const money = z.object({ amount, currency: z.literal('AED') });
const text = z.string().trim().min(1).max(500);

export const tamaraSessionRequest = z.object({
  order_reference_id: text,
  order_number: text.optional(),
  total_amount: money,
  shipping_amount: money,
  tax_amount: money,
  discount: z.object({ name: text, amount: money }).optional(),
  description: z.string().max(256),
  country_code: z.literal('AE'),
  payment_type: z.literal('PAY_BY_INSTALMENTS'),
  instalments: z.union([z.literal(3), z.literal(4)]),
  locale: z.enum(['en_US', 'ar_SA']),
  items: z
    .array(
      z
        .object({
          name: text,
          type: text,
          reference_id: text,
          sku: text,
          quantity: z.number().int().min(1),
          unit_price: money.optional(),
          total_amount: money,
        })
        .loose(),
    )
    .min(1),
  consumer: z.object({
    first_name: text,
    last_name: text,
    phone_number: text,
    email: z.email(),
  }),
  shipping_address: z
    .object({
      first_name: text,
      last_name: text,
      line1: text,
      city: text,
      country_code: z.literal('AE'),
    })
    .loose(),
  merchant_url: z.object({
    success: z.url(),
    failure: z.url(),
    cancel: z.url(),
    notification: z.url(),
  }),
});
export type TamaraSessionRequest = z.output<typeof tamaraSessionRequest>;

/** A capture: the order, the amount and the shipment (Tamara's shipping_info is required). */
export const tamaraCaptureRequest = z.object({
  order_id: z.uuid(),
  total_amount: money,
  shipping_info: z.object({
    shipped_at: z.iso.datetime({ offset: true }),
    shipping_company: text,
    tracking_number: text.optional(),
  }),
});

/** A simplified refund: its amount, the comment Tamara requires, and the store's refund id. */
export const tamaraRefundRequest = z.object({
  total_amount: money,
  comment: text,
  merchant_refund_id: text.optional(),
});

/** A cancel: the amount not captured that is released (total_amount is required). */
export const tamaraCancelRequest = z.object({
  total_amount: money,
  shipping_amount: money.optional(),
  tax_amount: money.optional(),
  discount_amount: money.optional(),
});
