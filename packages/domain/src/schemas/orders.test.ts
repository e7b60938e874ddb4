import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './errors';
import {
  cancelOrderSchema,
  deliveryCodeSchema,
  markNotificationReadSchema,
  returnCodeSchema,
  returnRequestSchema,
  shopperCancelSchema,
} from './orders';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('cancelOrderSchema', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ orderid: 'SH-ABC' }, {}],
    [{ orderid: '' }, { orderid: 'Order id is required' }],
    [{}, { orderid: 'Order id is required' }],
  ])('%j', (input, errors) => {
    expect(errorsOf(cancelOrderSchema, input)).toEqual(errors);
  });
});

describe('shopperCancelSchema', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ orderid: 'SH-ABC' }, {}],
    [{ orderid: 'SH-ABC', reason: 'better_price', note: 'Saw it for less nearby' }, {}],
    [{ orderid: 'SH-ABC', reason: '', note: null }, {}],
    [{ orderid: 'SH-ABC', reason: 'cheaper' }, { reason: 'Please choose a reason from the list' }],
    [{ orderid: 'SH-ABC', reason: 3 }, { reason: 'Please choose a reason from the list' }],
    [{ orderid: 'SH-ABC', note: 'x'.repeat(501) }, { note: 'Note is too long' }],
    [
      { orderid: 'SH-ABC', note: 'a\u0000b' },
      { note: 'note contains characters that are not allowed' },
    ],
  ])('%j', (input, errors) => {
    expect(errorsOf(shopperCancelSchema, input)).toEqual(errors);
  });

  it('keeps a note of 500 characters, trimmed, with its line breaks', () => {
    const note = `${'x'.repeat(250)}\n${'y'.repeat(249)}`;
    expect(
      shopperCancelSchema.parse({ orderid: 'o1', reason: 'Other', note: ` ${note} ` }),
    ).toEqual({
      orderid: 'o1',
      reason: 'other',
      note,
    });
  });
});

const validReturn = {
  orderid: 'o1',
  productid: 'item1',
  reason: 'Product damaged',
  returntype: 'replacement',
};

describe('returnRequestSchema', () => {
  it('parses, defaults the quantity to 1 and strips the client status', () => {
    expect(
      returnRequestSchema.parse({ ...validReturn, status: 'wallet_credited', userid: 'u2' }),
    ).toEqual({ ...validReturn, quantity: 1 });
  });

  it.each(['replacement', 'save_to_wallet'])('accepts the returnType alias with %s', (type) => {
    const { returntype: _t, ...rest } = validReturn;
    expect(returnRequestSchema.parse({ ...rest, returnType: type }).returntype).toBe(type);
  });

  it('prefers returntype over the alias', () => {
    expect(
      returnRequestSchema.parse({ ...validReturn, returnType: 'save_to_wallet' }).returntype,
    ).toBe('replacement');
  });

  it.each(['Wrong size ordered', 'Product damaged', 'Not as described', 'Changed my mind'])(
    'accepts reason %j without free text',
    (reason) => {
      expect(errorsOf(returnRequestSchema, { ...validReturn, reason })).toEqual({});
    },
  );

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['other reason with text', { reason: 'Other reason', otherReason: ' Colour differs ' }, {}],
    [
      'other reason without text',
      { reason: 'Other reason' },
      { otherReason: 'Please specify your reason' },
    ],
    [
      'other reason with blank text',
      { reason: 'Other reason', otherReason: '   ' },
      { otherReason: 'Please specify your reason' },
    ],
    [
      'other reason without text and no type',
      { reason: 'Other reason', returntype: undefined },
      { returntype: 'Please select a return type', otherReason: 'Please specify your reason' },
    ],
    ['blank reason', { reason: ' ' }, { reason: 'Please select a reason for the return' }],
    ['reason too long', { reason: 'x'.repeat(501) }, { reason: 'Reason is too long' }],
    ['missing type', { returntype: undefined }, { returntype: 'Please select a return type' }],
    ['invalid type', { returntype: 'refund' }, { returntype: 'Please select a return type' }],
    ['missing order', { orderid: undefined }, { orderid: 'Order id is required' }],
    ['missing item', { productid: '' }, { productid: 'Product id is required' }],
    [
      'zero quantity',
      { quantity: 0 },
      { quantity: 'Quantity must be a whole number of at least 1' },
    ],
    [
      'fractional quantity',
      { quantity: 1.5 },
      { quantity: 'Quantity must be a whole number of at least 1' },
    ],
    ['quantity as text', { quantity: '2' }, {}],
  ])('%s', (_name, change, errors) => {
    expect(errorsOf(returnRequestSchema, { ...validReturn, ...change })).toEqual(errors);
  });

  it("reads a reason of the shopper's own words as 'Other reason' (the original payload)", () => {
    expect(returnRequestSchema.parse({ ...validReturn, reason: ' The zip broke ' })).toEqual({
      ...validReturn,
      reason: 'Other reason',
      otherReason: 'The zip broke',
      quantity: 1,
    });
    expect(returnRequestSchema.parse({ ...validReturn, reason: 'product  DAMAGED' }).reason).toBe(
      'Product damaged',
    );
  });

  it.each(['nope', null, 42, []])('refuses a body that is not an object: %j', (body) => {
    expect(returnRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('delivery and return code schemas', () => {
  const message = 'Please enter a 4-digit OTP.';
  it.each<[string, z.ZodType, unknown, Record<string, string>]>([
    ['delivery: valid', deliveryCodeSchema, { orderid: 'o1', otp: '1234' }, {}],
    ['delivery: number', deliveryCodeSchema, { orderid: 'o1', otp: 9999 }, {}],
    ['delivery: 3 digits', deliveryCodeSchema, { orderid: 'o1', otp: '123' }, { otp: message }],
    ['delivery: 5 digits', deliveryCodeSchema, { orderid: 'o1', otp: '12345' }, { otp: message }],
    ['delivery: letters', deliveryCodeSchema, { orderid: 'o1', otp: '12a4' }, { otp: message }],
    ['delivery: missing', deliveryCodeSchema, { orderid: 'o1' }, { otp: message }],
    [
      'delivery: no order',
      deliveryCodeSchema,
      { otp: '1234' },
      { orderid: 'Order id is required' },
    ],
    ['return: valid', returnCodeSchema, { returnid: 'RT-1', otp: ' 0042 ' }, {}],
    ['return: 3 digits', returnCodeSchema, { returnid: 'RT-1', otp: '042' }, { otp: message }],
    [
      'return: no return id',
      returnCodeSchema,
      { otp: '1234' },
      { returnid: 'Return id is required' },
    ],
  ])('%s', (_name, schema, input, errors) => {
    expect(errorsOf(schema, input)).toEqual(errors);
  });

  it('keeps the code as 4 characters of text', () => {
    expect(returnCodeSchema.parse({ returnid: 'RT-1', otp: ' 0042 ' }).otp).toBe('0042');
    expect(deliveryCodeSchema.parse({ orderid: 'o1', otp: 1234 }).otp).toBe('1234');
  });
});

describe('markNotificationReadSchema', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ id: ' n1 ' }, {}],
    [{ id: '' }, { id: 'Notification id is required' }],
    [{}, { id: 'Notification id is required' }],
  ])('%j', (input, errors) => {
    expect(errorsOf(markNotificationReadSchema, input)).toEqual(errors);
  });

  it('trims the id', () => {
    expect(markNotificationReadSchema.parse({ id: ' n1 ' })).toEqual({ id: 'n1' });
  });
});
