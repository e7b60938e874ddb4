import { z } from 'zod';
import { ZIP_CODE_DIGITS } from '../constants';
import { formatFils } from '../money';
import {
  digitsText,
  idField,
  ignoredField,
  numberToString,
  numericStringToNumber,
  optional,
  safeCharacters,
} from './fields';

const CARD_NUMBER_INVALID = 'Your card number is invalid.';
const EXPIRY_INVALID = "Your card's expiration date is invalid.";
const CVC_INVALID = "Your card's security code is invalid.";

/** Whole numbers typed in a form ('04') or sent as numbers. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** The built-in test provider's confirm call (the card form's fields). */
export const testCardConfirmSchema = z.object({
  paymentIntentId: idField('Payment reference is required'),
  card: z.object(
    {
      number: z.preprocess(
        numberToString,
        z
          .string({ error: CARD_NUMBER_INVALID })
          .trim()
          .check(safeCharacters())
          .min(1, CARD_NUMBER_INVALID)
          .max(40, CARD_NUMBER_INVALID),
      ),
      expMonth: wholeNumber(EXPIRY_INVALID, 1, 12),
      expYear: wholeNumber(EXPIRY_INVALID, 0, 9999),
      cvc: z.preprocess(
        numberToString,
        z
          .string({ error: CVC_INVALID })
          .trim()
          .max(4, CVC_INVALID)
          .regex(/^\d{3,4}$/, CVC_INVALID),
      ),
    },
    { error: CARD_NUMBER_INVALID },
  ),
  // UAE addresses have no postal code: the card form sends none. Still read, and checked, when a
  // client sends one.
  zipCode: optional(digitsText(ZIP_CODE_DIGITS, 'ZIP code must be exactly 5 digits.')),
});
export type TestCardConfirmInput = z.infer<typeof testCardConfirmSchema>;

/**
 * updatePaymentStatus names the order by `orderId` (its _id or its SH- order id). The payment
 * state the original client reports is not taken: addOrder settled it on the server.
 */
export const orderRefSchema = z.object({
  orderId: idField('Order id is required'),
  paymentStatus: ignoredField("The page's payment status (partial or completed)."),
  paidAmount: ignoredField('The amount the page believes was paid.'),
  paymentMethod: ignoredField('The payment method the page chose.'),
});
export type OrderRefInput = z.infer<typeof orderRefSchema>;

/** The original wallet step; the amounts and method are the server's, decided at addOrder. */
export const walletPaymentSchema = z.object({
  orderid: idField('Order id is required'),
  userid: ignoredField("The shopper's id: the token names the shopper."),
  orderTotalAmt: ignoredField('The total the page showed.'),
  paymentMethod: ignoredField('The payment method the page chose.'),
});
export type WalletPaymentInput = z.infer<typeof walletPaymentSchema>;

const AMOUNT_MESSAGE = 'Amount must be a whole number of fils (AED times 100)';
/** AED 1,000,000: far above any basket, low enough that no provider refuses the number. */
export const PAYMENT_AMOUNT_MAX_FILS = 100_000_000;
/** The most one order may come to: what one card payment may carry, whatever the method. */
export const ORDER_TOTAL_MAX_FILS = PAYMENT_AMOUNT_MAX_FILS;
export const ORDER_TOO_LARGE = `An order can come to at most ${formatFils(ORDER_TOTAL_MAX_FILS)}. Please remove some items from your bag.`;

/**
 * create-payment-intent. With a shopper's token the amount is the server's cart total and this
 * one is ignored; the original client sends no token, and then the intent is for this amount (the
 * order it pays must come to exactly that, checked at addOrder).
 */
export const paymentIntentSchema = z.object({
  /**
   * The saved address the order goes to (ours; the original client sends none, and the shopper's
   * default address is then recorded): kept with the bag, so the payment becomes this order even
   * if the shopper's browser never comes back to addOrder.
   */
  addressId: optional(idField('Please select a delivery address')),
  amount: optional(
    z.preprocess(
      numericStringToNumber,
      z
        .number({ error: AMOUNT_MESSAGE })
        .int(AMOUNT_MESSAGE)
        .min(1, AMOUNT_MESSAGE)
        .max(PAYMENT_AMOUNT_MAX_FILS, AMOUNT_MESSAGE),
    ),
  ),
});
export type PaymentIntentInput = z.infer<typeof paymentIntentSchema>;

/** POST /api/payments/tabby/session: the saved address the order goes to (else the default one). */
export const tabbySessionSchema = z.object({
  addressId: optional(idField('Please select a delivery address')),
  /** The language of the shopper's page: the provider's page and the return follow it. */
  lang: optional(z.enum(['en', 'ar'], { error: 'The language is not known' })),
});
export type TabbySessionInput = z.infer<typeof tabbySessionSchema>;

/** GET /api/payments/tabby/return: Tabby's redirect, with the payment it is about. */
export const tabbyReturnSchema = z.object({
  payment_id: z
    .string({ error: 'The payment is missing' })
    .trim()
    .min(1, 'The payment is missing')
    .max(100, 'The payment is missing'),
  result: optional(z.enum(['success', 'cancel', 'failure'], { error: 'The result is not known' })),
  lang: optional(z.enum(['en', 'ar'], { error: 'The language is not known' })),
});

/** POST /api/payments/tamara/session: the address, and whether the plan is in 3 or 4 payments. */
export const tamaraSessionSchema = tabbySessionSchema.extend({
  instalments: optional(
    z.union([z.literal(3), z.literal(4)], { error: 'Tamara splits a payment into 3 or 4' }),
  ),
});
export type TamaraSessionInput = z.infer<typeof tamaraSessionSchema>;

/** GET /api/payments/tamara/return: Tamara's redirect, with its order id added to the address. */
export const tamaraReturnSchema = z.object({
  orderId: z
    .string({ error: 'The payment is missing' })
    .trim()
    .min(1, 'The payment is missing')
    .max(100, 'The payment is missing'),
  paymentStatus: optional(z.string().max(40)),
  result: optional(z.enum(['success', 'cancel', 'failure'], { error: 'The result is not known' })),
  lang: optional(z.enum(['en', 'ar'], { error: 'The language is not known' })),
});
