import { z } from 'zod';
import { CANCEL_NOTE_MAX_CHARS, CANCEL_REASONS } from '../cancel-reasons';
import { CATALOG_TEXT_MAX_CHARS } from '../constants';
import { RETURN_REASONS, RETURN_TYPES, type ReturnReason } from '../returns';
import {
  choice,
  digitsText,
  idField,
  ignoredField,
  optional,
  quantityField,
  requiredText,
  text,
  whenValid,
} from './fields';

const ORDER_ID_REQUIRED = 'Order id is required';
const OTP_MESSAGE = 'Please enter a 4-digit OTP.';

export const cancelOrderSchema = z.object({ orderid: idField(ORDER_ID_REQUIRED) });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/**
 * The shopper's Cancel: the order, and for one already shipped why they ask (both optional, so
 * a client that sends only the order id keeps working).
 */
export const shopperCancelSchema = cancelOrderSchema.extend({
  reason: optional(choice(CANCEL_REASONS, 'Please choose a reason from the list')),
  note: optional(
    text({ max: CANCEL_NOTE_MAX_CHARS, tooLong: 'Note is too long', multiline: true }),
  ),
});
export type ShopperCancelInput = z.infer<typeof shopperCancelSchema>;

const REASON_REQUIRED = 'Please select a reason for the return';
const OTHER_REASON: ReturnReason = 'Other reason';
/** The shopper's own words for 'Other reason'. */
export const RETURN_REASON_MAX_CHARS = 500;

/** A listed reason, matched ignoring case and extra spaces; undefined for free text. */
function listedReason(reason: string): ReturnReason | undefined {
  const key = reason.replace(/\s+/g, ' ').toLowerCase();
  return RETURN_REASONS.find((r) => r.toLowerCase() === key);
}

const returnRequestObject = z
  .object({
    orderid: idField(ORDER_ID_REQUIRED),
    // The order item's id.
    productid: idField('Product id is required'),
    // A listed reason, or (the original payload has no other field for it) the shopper's own words.
    reason: requiredText(REASON_REQUIRED, {
      max: RETURN_REASON_MAX_CHARS,
      tooLong: 'Reason is too long',
      multiline: true,
    }),
    otherReason: optional(
      text({ max: RETURN_REASON_MAX_CHARS, tooLong: 'Reason is too long', multiline: true }),
    ),
    returntype: choice(RETURN_TYPES, 'Please select a return type'),
    quantity: quantityField.default(1),
    /**
     * A replacement's colour and size to receive (an exchange within the same product); both or
     * neither, and the item's own when absent. A wallet return ignores them.
     */
    exchangeColor: optional(text({ max: CATALOG_TEXT_MAX_CHARS, tooLong: 'Colour is too long' })),
    exchangeSize: optional(text({ max: CATALOG_TEXT_MAX_CHARS, tooLong: 'Size is too long' })),
    userid: ignoredField("The shopper's id: the token names the shopper."),
    status: ignoredField('Every return starts as return_requested.'),
  })
  .refine((v) => listedReason(v.reason) !== OTHER_REASON || v.otherReason !== undefined, {
    path: ['otherReason'],
    error: 'Please specify your reason',
    when: whenValid('reason', 'otherReason'),
  })
  .refine((v) => (v.exchangeColor === undefined) === (v.exchangeSize === undefined), {
    path: ['exchangeSize'],
    error: 'Please choose both the colour and the size to receive',
    when: whenValid('exchangeColor', 'exchangeSize'),
  })
  .transform(
    ({
      userid: _userid,
      status: _status,
      reason,
      otherReason,
      exchangeColor,
      exchangeSize,
      ...rest
    }) => {
      const listed = listedReason(reason);
      const exchange =
        rest.returntype === 'replacement' &&
        exchangeColor !== undefined &&
        exchangeSize !== undefined
          ? { exchange: { color: exchangeColor, size: exchangeSize } }
          : {};
      return listed
        ? {
            ...rest,
            ...exchange,
            reason: listed,
            ...(otherReason === undefined ? {} : { otherReason }),
          }
        : { ...rest, ...exchange, reason: OTHER_REASON, otherReason: otherReason ?? reason };
    },
  );

/** One screen of the original client spells the type `returnType`; both are accepted. */
export const returnRequestSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  return body.returntype === undefined && body.returnType !== undefined
    ? { ...body, returntype: body.returnType }
    : body;
}, returnRequestObject);
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** The return dialog's replacement choices: GET /api/order/exchange-options. */
export const exchangeOptionsQuerySchema = z.object({
  orderid: idField(ORDER_ID_REQUIRED),
  productid: idField('Product id is required'),
  quantity: quantityField.default(1),
});
export type ExchangeOptionsQuery = z.infer<typeof exchangeOptionsQuerySchema>;

/** One return's polled status: `/api/order/returns/:returnId` (its _id or its RT- id). */
export const returnParamsSchema = z.object({ returnId: idField('Return id is required') });

export const deliveryCodeSchema = z.object({
  orderid: idField(ORDER_ID_REQUIRED),
  otp: digitsText(4, OTP_MESSAGE),
});
export type DeliveryCodeInput = z.infer<typeof deliveryCodeSchema>;

export const returnCodeSchema = z.object({
  returnid: idField('Return id is required'),
  otp: digitsText(4, OTP_MESSAGE),
  /** At pickup: put the unit back to its colour and size (the default), or not (not resellable). */
  restock: z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: 'restock must be true or false' }),
    )
    .optional()
    .default(true),
});
export type ReturnCodeInput = z.infer<typeof returnCodeSchema>;

/** mark_as_read names the notification by its _id. */
export const markNotificationReadSchema = z.object({ id: idField('Notification id is required') });
export type MarkNotificationReadInput = z.infer<typeof markNotificationReadSchema>;
