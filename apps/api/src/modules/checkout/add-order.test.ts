import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from './checkout-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

const ready = (stock?: number) => kit.readyCart(stock);

describe('POST /api/order/addOrder: cash on delivery', () => {
  it('prices from the server, ignores tampered fields, snapshots the address, empties the cart', async () => {
    const { s, p } = await ready();
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'cod',
      totalprice: 1,
      items: [{ productid: p.id, price: 0.01, quantity: 2 }],
      isPaid: true,
      paymentDetails: { status: 'completed', amount: 1 },
      userid: 'someone-else',
    });
    expect(res.statusCode).toBe(201);
    const { success, message, order } = res.json();
    expect(success).toBe(true);
    expect(message).toBe('Order placed successfully!');
    expect(order).toMatchObject({
      orderid: expect.stringMatching(/^SH-[0-9A-Z]+$/),
      userid: s.userId,
      totalprice: 105,
      subtotal: 100,
      vat: 5,
      shipping: 0,
      status: 'placed',
      paymentMethod: 'COD',
      isPaid: false,
      paymentDetails: {
        amount: 105,
        currency: 'AED',
        method: 'COD',
        status: 'pending',
        walletAmount: 0,
        remainingAmount: 105,
      },
      amountPaidFromWallet: 0,
      shippingaddress: {
        username: s.fullname,
        buildingNumber: 'Villa 12',
        emirate: 'Dubai',
        country: 'United Arab Emirates',
        savedaddressas: 'Home',
      },
      zipCode: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
    });
    expect(order.items).toEqual([
      {
        _id: expect.any(String),
        productid: p.id,
        name: p.name,
        nameAr: null,
        defaultImg: `/media/test/${p.productid}-white-1.webp`,
        price: 50,
        priceWithVat: 52.5,
        quantity: 2,
        selections: { color: 'White', size: 'M' },
      },
    ]);
    expect(await kit.stockOf(p.id)).toBe(8);
    expect(await kit.cartSize(s.userId)).toBe(0);
  });

  it('adds shipping below AED 100 with VAT', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: 5000 });
    await kit.fill(s.userId, p.id, 1);
    const res = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    expect(res.json().order).toMatchObject({
      subtotal: 50,
      vat: 2.5,
      shipping: 10,
      totalprice: 62.5,
    });
  });

  it.each([
    [{ paymentMethod: 'COD' }, 'Please select a delivery address'],
    [{ addressId: 'nope', paymentMethod: 'COD' }, 'Please select a delivery address'],
    [{ addressId: 'x' }, 'Please select a payment method'],
    [{ addressId: 'x', paymentMethod: 'bitcoin' }, 'Please select a payment method'],
    [{ addressId: 'x', paymentMethod: 'COD', zipCode: '12' }, 'ZIP code must be exactly 5 digits.'],
  ])('400 for %j', async (body, message) => {
    const { s, p } = await ready();
    const res = await kit.addOrder(s.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await kit.stockOf(p.id)).toBe(10);
    expect(await kit.cartSize(s.userId)).toBe(1);
  });

  it("refuses another shopper's address", async () => {
    const { s } = await ready();
    const other = await kit.shopper();
    const res = await kit.addOrder(s.token, { addressId: other.addressId, paymentMethod: 'COD' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please select a delivery address');
  });

  it('409 for an empty cart, 401 for guests', async () => {
    const s = await kit.shopper();
    const res = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'Your cart is empty.', code: 'CART_EMPTY' });
    const guest = await app.inject({ method: 'POST', url: '/api/order/addOrder', payload: {} });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a bag above one order’s limit, for cash and for a card intent, and changes nothing', async () => {
    const s = await kit.shopper();
    // AED 100,000.00 x 10 + VAT: past AED 1,000,000.00, and past what a 32-bit column of fils holds
    // once a few more are added.
    const p = await kit.product({ priceFils: 10_000_000, stock: 100 });
    await kit.fill(s.userId, p.id, 30, 'White');
    const tooLarge = {
      error:
        'An order can come to at most AED 1,000,000.00. Please remove some items from your bag.',
      code: 'ORDER_TOO_LARGE',
    };
    const order = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json()).toMatchObject(tooLarge);
    const intent = await kit.post(s.token, '/api/payments/create-payment-intent', { amount: 100 });
    expect(intent.statusCode, intent.body).toBe(400);
    expect(intent.json()).toMatchObject(tooLarge);
    expect(await kit.stockOf(p.id)).toBe(100);
    expect(await kit.cartSize(s.userId)).toBe(1);
  });

  it('refuses a total other than the one the checkout showed, and changes nothing', async () => {
    const { s, p } = await ready();
    // The checkout showed AED 105.00; another tab then added one more.
    await kit.fill(s.userId, p.id, 1, 'Navy');
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'COD',
      expectedTotal: 105,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error:
        'Your bag changed: the total is now AED 157.50. Please check it and place the order again.',
      code: 'TOTAL_CHANGED',
    });
    expect(await kit.stockOf(p.id)).toBe(10);
    expect(await kit.cartSize(s.userId)).toBe(2);
    const seen = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'COD',
      expectedTotal: 157.5,
    });
    expect(seen.statusCode, seen.body).toBe(201);
    expect(seen.json().order.totalprice).toBe(157.5);
  });

  it('a short line changes nothing and names the product and what is left', async () => {
    const s = await kit.shopper();
    const plenty = await kit.product({ stock: 10 });
    const few = await kit.product({ stock: 1, name: 'Rare Kandura' });
    await kit.fill(s.userId, plenty.id, 2);
    // Stock is per colour and size: two of a variant that has one left is short.
    await kit.fill(s.userId, few.id, 2, 'Navy');
    const res = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: "Only 1 left of 'Rare Kandura'",
      code: 'INSUFFICIENT_STOCK',
    });
    expect(await kit.stockOf(plenty.id)).toBe(10);
    expect(await kit.stockOf(few.id)).toBe(1);
    expect(await kit.cartSize(s.userId)).toBe(2);
  });
});
