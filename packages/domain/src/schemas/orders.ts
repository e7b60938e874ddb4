import { z } from 'zod';
import { RETURN_REASONS, RETURN_TYPES } from '../returns';
import { ZIP_CODE_DIGITS } from '../constants';
import { choice, digitsText, idField, optional, quantityField, whenValid } from './fields';

const ORDER_ID_REQUIRED = 'Order id is required';
const OTP_MESSAGE = 'Please enter a 4-digit OTP.';

export const PAYMENT_METHODS = ['online', 'COD', 'wallet', 'wallet_partial'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const placeOrderSchema = z.object({
  addressId: idField('Please select a delivery address'),
  paymentMethod: choice(PAYMENT_METHODS, 'Please select a payment method'),
  zipCode: optional(digitsText(ZIP_CODE_DIGITS, 'ZIP code must be exactly 5 digits.')),
  paymentIntentId: optional(z.string().trim().max(255, 'Payment reference is too long')),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

export const cancelOrderSchema = z.object({ orderid: idField(ORDER_ID_REQUIRED) });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

const returnRequestObject = z
  .object({
    orderid: idField(ORDER_ID_REQUIRED),
    // The order item's id.
    productid: idField('Product id is required'),
    reason: choice(RETURN_REASONS, 'Please select a reason for the return'),
    otherReason: optional(z.string().trim().max(500, 'Reason is too long')),
    returntype: choice(RETURN_TYPES, 'Please select a return type'),
    quantity: quantityField.default(1),
  })
  .refine((v) => v.reason !== 'Other reason' || v.otherReason !== undefined, {
    path: ['otherReason'],
    error: 'Please specify your reason',
    when: whenValid('reason', 'otherReason'),
  });

/** One screen of the original client spells the type `returnType`; both are accepted. */
export const returnRequestSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  return body.returntype === undefined && body.returnType !== undefined
    ? { ...body, returntype: body.returnType }
    : body;
}, returnRequestObject);
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

export const deliveryCodeSchema = z.object({
  orderid: idField(ORDER_ID_REQUIRED),
  otp: digitsText(4, OTP_MESSAGE),
});
export type DeliveryCodeInput = z.infer<typeof deliveryCodeSchema>;

export const returnCodeSchema = z.object({
  returnid: idField('Return id is required'),
  otp: digitsText(4, OTP_MESSAGE),
});
export type ReturnCodeInput = z.infer<typeof returnCodeSchema>;

/** mark_as_read names the notification by its _id. */
export const markNotificationReadSchema = z.object({ id: idField('Notification id is required') });
export type MarkNotificationReadInput = z.infer<typeof markNotificationReadSchema>;
