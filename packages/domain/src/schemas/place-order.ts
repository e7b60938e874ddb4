import { z } from 'zod';
import { ZIP_CODE_DIGITS } from '../constants';
import { formatFils, toFils, type Fils } from '../money';
import { ORDER_TOTAL_MAX_FILS } from './checkout';
import {
  choice,
  digitsText,
  ID_MAX_CHARS,
  idField,
  ignoredField,
  optional,
  text,
  whenValid,
} from './fields';

const ADDRESS_REQUIRED = 'Please select a delivery address';
const PAYMENT_METHOD_REQUIRED = 'Please select a payment method';
const EXPECTED_TOTAL_MESSAGE = 'expectedTotal must be the total in AED the checkout showed';

/**
 * The bag changed (another tab, a price or stock edit) after the checkout showed its total: the
 * order is not placed for an amount the shopper never saw.
 */
export const totalChangedMessage = (total: Fils) =>
  `Your bag changed: the total is now ${formatFils(total)}. Please check it and place the order again.`;

/** Whether the total the checkout showed (AED) is not the order's total now. */
export function totalChanged(expectedTotal: number | undefined, total: Fils): boolean {
  return expectedTotal !== undefined && toFils(expectedTotal) !== total;
}

export const PAYMENT_METHODS = ['online', 'COD', 'wallet', 'wallet_partial'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** How an order may have been paid: the methods addOrder takes, and pay later's (its own flow). */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'tabby', 'tamara'] as const;

const paymentReference = optional(text({ max: 255, tooLong: 'Payment reference is too long' }));

/**
 * addOrder, as the original client sends it: the order draft (orderid, userid, shippingaddress,
 * items, totalprice, CashOnDelivery) plus paymentMethod, isPaid, paymentDetails and zipCode.
 * The address is the saved one `shippingaddress._id` names (`addressId` is our alias), the card
 * payment is `paymentDetails.paymentIntentId` (or `paymentIntentId`); prices, totals, items and
 * isPaid are read by nobody: the server prices the order from its own cart.
 */
export const placeOrderSchema = z
  .object({
    addressId: optional(idField(ADDRESS_REQUIRED)),
    shippingaddress: optional(
      z.object(
        {
          _id: optional(idField(ADDRESS_REQUIRED)),
          // The rest of the address as the page showed it; the saved address is what ships.
          username: ignoredField('The name on the address.'),
          mobileno: ignoredField('The mobile number on the address.'),
          buildingNumber: ignoredField('The building.'),
          streetName: ignoredField('The street.'),
          area: ignoredField('The area.'),
          city: ignoredField('The city.'),
          emirate: ignoredField('The emirate.'),
          pobox: ignoredField('The PO box.'),
          country: ignoredField('The country.'),
          savedaddressas: ignoredField('Home or Work.'),
          userid: ignoredField('The owner of the address.'),
          defaultaddress: ignoredField('Whether it is the default.'),
        },
        { error: ADDRESS_REQUIRED },
      ),
    ),
    paymentMethod: optional(choice(PAYMENT_METHODS, PAYMENT_METHOD_REQUIRED)),
    CashOnDelivery: optional(z.boolean({ error: 'CashOnDelivery must be true or false' })),
    zipCode: optional(digitsText(ZIP_CODE_DIGITS, 'ZIP code must be exactly 5 digits.')),
    // Ours, beside the original payload: the total in AED the checkout showed the shopper.
    expectedTotal: optional(
      z
        .number({ error: EXPECTED_TOTAL_MESSAGE })
        .min(0, EXPECTED_TOTAL_MESSAGE)
        .max(ORDER_TOTAL_MAX_FILS / 100, EXPECTED_TOTAL_MESSAGE),
    ),
    paymentIntentId: paymentReference,
    paymentDetails: optional(
      z.object(
        {
          paymentIntentId: paymentReference,
          amount: ignoredField('The amount the page showed.'),
          currency: ignoredField('The currency.'),
          method: ignoredField('The payment method again.'),
          status: ignoredField("The page's idea of the payment status."),
          walletAmount: ignoredField('The wallet share the page showed.'),
          remainingAmount: ignoredField('What the page showed as left to pay.'),
          cardLast4: ignoredField("The card's last digits: the provider reports them."),
        },
        { error: 'paymentDetails must be an object' },
      ),
    ),
    // The original client names its order 'SH-' + upper-case letters and digits; a well-formed and
    // unused one is kept (isSpecOrderId), anything else gets one of ours.
    orderid: optional(text({ max: ID_MAX_CHARS, tooLong: 'Order id is too long' })),
    userid: ignoredField("The shopper's id: the token names the shopper."),
    items: ignoredField("The page's copy of the bag: the server orders what the cart holds."),
    totalprice: ignoredField('The total the page showed: the server prices the order.'),
    isPaid: ignoredField('Whether the page thinks it is paid: the provider says.'),
  })
  .refine((v) => v.addressId !== undefined || v.shippingaddress?._id !== undefined, {
    path: ['shippingaddress'],
    error: ADDRESS_REQUIRED,
    when: whenValid('addressId', 'shippingaddress'),
  })
  .refine((v) => v.paymentMethod !== undefined || v.CashOnDelivery === true, {
    path: ['paymentMethod'],
    error: PAYMENT_METHOD_REQUIRED,
    when: whenValid('paymentMethod', 'CashOnDelivery'),
  });
export type PlaceOrderBody = z.infer<typeof placeOrderSchema>;

/** What checkout needs from an addOrder body, whichever names the client used. */
export interface PlaceOrderInput {
  addressId: string;
  paymentMethod: PaymentMethod;
  zipCode: string | undefined;
  paymentIntentId: string | undefined;
  /** The client's order id, when it has the 'SH-' form: the placed order then keeps it. */
  orderid: string | undefined;
  /**
   * Whatever order id the client sent: the same shopper sending it again gets the order it placed
   * instead of a second one (or a cart error), whichever id that order got.
   */
  clientOrderid: string | undefined;
  /** The total in AED the checkout showed, when the client sent it. */
  expectedTotal: number | undefined;
}

/** Reads a parsed addOrder body: our names win, the original ones fill in (CashOnDelivery: COD). */
export function placeOrderInput(body: PlaceOrderBody): PlaceOrderInput {
  const addressId = body.addressId ?? body.shippingaddress?._id;
  const paymentMethod = body.paymentMethod ?? (body.CashOnDelivery === true ? 'COD' : undefined);
  // The schema's refinements guarantee both; this keeps the types honest.
  if (addressId === undefined || paymentMethod === undefined) {
    throw new TypeError('placeOrderInput needs a body that passed placeOrderSchema');
  }
  return {
    addressId,
    paymentMethod,
    zipCode: body.zipCode,
    paymentIntentId: body.paymentIntentId ?? body.paymentDetails?.paymentIntentId,
    orderid: body.orderid !== undefined && isSpecOrderId(body.orderid) ? body.orderid : undefined,
    clientOrderid: body.orderid === '' ? undefined : body.orderid,
    expectedTotal: body.expectedTotal,
  };
}

const SPEC_ORDER_ID = /^SH-[A-Z0-9]{6,40}$/;

/** 'SH-' and 6 to 40 upper-case letters and digits: the form the original client builds. */
export function isSpecOrderId(value: string): boolean {
  return SPEC_ORDER_ID.test(value);
}
