import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './errors';
import { isSpecOrderId, placeOrderInput, placeOrderSchema } from './place-order';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('placeOrderSchema', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['cash on delivery', { addressId: 'a1', paymentMethod: 'COD' }, {}],
    ['card with ZIP', { addressId: 'a1', paymentMethod: 'online', zipCode: '12345' }, {}],
    ['wallet', { addressId: 'a1', paymentMethod: 'wallet' }, {}],
    ['partial wallet', { addressId: 'a1', paymentMethod: 'wallet_partial' }, {}],
    [
      'no address',
      { paymentMethod: 'COD' },
      { shippingaddress: 'Please select a delivery address' },
    ],
    [
      'blank address',
      { addressId: ' ', paymentMethod: 'COD' },
      { shippingaddress: 'Please select a delivery address' },
    ],
    [
      'blank address id in the draft',
      { shippingaddress: { _id: '', username: 'Layla' }, paymentMethod: 'COD' },
      { shippingaddress: 'Please select a delivery address' },
    ],
    ['the draft names the address', { shippingaddress: { _id: 'a1' }, paymentMethod: 'COD' }, {}],
    ['cash on delivery by the draft flag', { addressId: 'a1', CashOnDelivery: true }, {}],
    [
      'the draft flag off and no method',
      { addressId: 'a1', CashOnDelivery: false },
      { paymentMethod: 'Please select a payment method' },
    ],
    ['no payment method', { addressId: 'a1' }, { paymentMethod: 'Please select a payment method' }],
    [
      'unknown payment method',
      { addressId: 'a1', paymentMethod: 'bitcoin' },
      { paymentMethod: 'Please select a payment method' },
    ],
    [
      '4-digit ZIP',
      { addressId: 'a1', paymentMethod: 'online', zipCode: '1234' },
      { zipCode: 'ZIP code must be exactly 5 digits.' },
    ],
    [
      '6-digit ZIP',
      { addressId: 'a1', paymentMethod: 'online', zipCode: '123456' },
      { zipCode: 'ZIP code must be exactly 5 digits.' },
    ],
    [
      'ZIP with letters',
      { addressId: 'a1', paymentMethod: 'online', zipCode: '12a45' },
      { zipCode: 'ZIP code must be exactly 5 digits.' },
    ],
  ])('%s', (_name, input, errors) => {
    expect(errorsOf(placeOrderSchema, input)).toEqual(errors);
  });

  it('normalizes casing and drops client prices', () => {
    expect(
      placeOrderSchema.parse({
        addressId: ' a1 ',
        paymentMethod: 'cod',
        zipCode: '',
        paymentIntentId: ' pi_123 ',
        totalprice: 0.01,
        isPaid: true,
      }),
    ).toEqual({ addressId: 'a1', paymentMethod: 'COD', paymentIntentId: 'pi_123' });
  });

  it.each([null, 'COD', [], 7])('refuses a body that is not an object: %j', (body) => {
    expect(placeOrderSchema.safeParse(body).success).toBe(false);
  });
});

describe("placeOrderInput: the original client's order draft", () => {
  const draft = {
    orderid: 'SH-M82RV280AB12CD',
    userid: 'u1',
    shippingaddress: { _id: ' a1 ', username: 'Layla Haddad', city: 'Dubai', country: 'UAE' },
    items: [{ productid: 'p1', price: 0.01, quantity: 2 }],
    totalprice: 0.01,
    CashOnDelivery: true,
    paymentMethod: 'COD',
    isPaid: true,
    paymentDetails: { amount: 1, status: 'completed', method: 'COD' },
  };

  it('names the saved address by shippingaddress._id and keeps a well-formed order id', () => {
    expect(placeOrderInput(placeOrderSchema.parse(draft))).toEqual({
      addressId: 'a1',
      paymentMethod: 'COD',
      zipCode: undefined,
      paymentIntentId: undefined,
      orderid: 'SH-M82RV280AB12CD',
      clientOrderid: 'SH-M82RV280AB12CD',
    });
  });

  it('prefers addressId and paymentIntentId, and reads the card payment from paymentDetails', () => {
    const card = {
      ...draft,
      addressId: 'a2',
      paymentMethod: 'online',
      zipCode: '12345',
      paymentDetails: { paymentIntentId: 'pi_9', cardLast4: '4242' },
    };
    expect(placeOrderInput(placeOrderSchema.parse(card))).toMatchObject({
      addressId: 'a2',
      paymentMethod: 'online',
      zipCode: '12345',
      paymentIntentId: 'pi_9',
    });
  });

  it('takes CashOnDelivery as cash on delivery when no method is named', () => {
    const { paymentMethod: _m, ...flagOnly } = draft;
    expect(placeOrderInput(placeOrderSchema.parse(flagOnly)).paymentMethod).toBe('COD');
  });

  it.each(['sh-m82rv280ab12cd', 'SH-ABC', 'SH-M82RV280AB12CD!', 'XX-M82RV280AB12CD', 'SH-'])(
    'does not keep an order id of another form: %j',
    (orderid) => {
      expect(isSpecOrderId(orderid)).toBe(false);
      const input = placeOrderInput(placeOrderSchema.parse({ ...draft, orderid }));
      expect(input.orderid).toBe(undefined);
      // It still names the submit, so a repeat of it finds the order it placed.
      expect(input.clientOrderid).toBe(orderid);
    },
  );

  it('has no client order id when none or a blank one is sent', () => {
    const { orderid: _o, ...none } = draft;
    expect(placeOrderInput(placeOrderSchema.parse(none)).clientOrderid).toBe(undefined);
    expect(placeOrderInput(placeOrderSchema.parse({ ...draft, orderid: ' ' })).clientOrderid).toBe(
      undefined,
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a control character in an ignored field', { totalprice: 'a\u0000' }, 'totalprice'],
    ['a control character deep in the items', { items: [{ name: 'x\u0007' }] }, 'items'],
    ['an over-long order id', { orderid: 'SH-'.padEnd(200, 'A') }, 'orderid'],
    ['an over-long ignored text', { userid: 'u'.repeat(1001) }, 'userid'],
  ])('refuses %s, naming the field', (_name, change, field) => {
    const result = placeOrderSchema.safeParse({ ...draft, ...change });
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrors(result.error ?? { issues: [] }))).toEqual([field]);
  });
});
