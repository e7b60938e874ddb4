import { z } from 'zod';
import { ZIP_CODE_DIGITS } from '../constants';
import { digitsText, idField, numberToString } from './fields';

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
        z.string({ error: CARD_NUMBER_INVALID }).trim().min(1, CARD_NUMBER_INVALID).max(40),
      ),
      expMonth: wholeNumber(EXPIRY_INVALID, 1, 12),
      expYear: wholeNumber(EXPIRY_INVALID, 0, 9999),
      cvc: z.preprocess(
        numberToString,
        z
          .string({ error: CVC_INVALID })
          .trim()
          .regex(/^\d{3,4}$/, CVC_INVALID),
      ),
    },
    { error: CARD_NUMBER_INVALID },
  ),
  zipCode: digitsText(ZIP_CODE_DIGITS, 'ZIP code must be exactly 5 digits.'),
});
export type TestCardConfirmInput = z.infer<typeof testCardConfirmSchema>;

/** updatePaymentStatus names the order by `orderId` (its _id or its SH- order id). */
export const orderRefSchema = z.object({ orderId: idField('Order id is required') });
export type OrderRefInput = z.infer<typeof orderRefSchema>;

export const walletPaymentSchema = z.object({ orderid: idField('Order id is required') });
export type WalletPaymentInput = z.infer<typeof walletPaymentSchema>;
