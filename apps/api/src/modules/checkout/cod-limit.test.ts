import { COD_MAX_DUE_FILS, COD_MAX_OPEN_ORDERS, COD_MAX_UNITS_PER_PRODUCT } from '@store/domain';
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

type Shopper = Awaited<ReturnType<typeof kit.shopper>>;

async function codOrder(s: Shopper, productId: string, quantity: number) {
  await kit.fill(s.userId, productId, quantity);
  return kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
}

describe('what one account may hold in unpaid cash-on-delivery orders', () => {
  it('cannot reserve a whole stock: units of one product are capped across open orders', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: 1000, stock: 200, name: 'Cotton Ghutra' });
    expect((await codOrder(s, p.id, COD_MAX_UNITS_PER_PRODUCT - 1)).statusCode).toBe(201);
    const res = await codOrder(s, p.id, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error:
        "Cash on delivery is available for up to 5 of 'Cotton Ghutra' across your open orders. Please pay by card or wallet, or order fewer.",
      code: 'COD_LIMIT',
    });
    expect(await kit.stockOf(p.id)).toBe(200 - (COD_MAX_UNITS_PER_PRODUCT - 1));
    expect(await kit.cartSize(s.userId)).toBe(1);

    // Paying by card is not capped: the money is taken before the stock.
    const paid = await kit.payByCard(s.token);
    const card = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId: paid.paymentIntentId,
      zipCode: '12345',
    });
    expect(card.statusCode).toBe(201);
  });

  it('caps the number of open orders, and frees a place when one is cancelled', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: 1000, stock: 50 });
    const placed: string[] = [];
    for (let i = 0; i < COD_MAX_OPEN_ORDERS; i += 1) {
      const res = await codOrder(s, p.id, 1);
      expect(res.statusCode).toBe(201);
      placed.push(res.json().order.orderid);
    }
    expect((await codOrder(s, p.id, 1)).json()).toMatchObject({
      code: 'COD_LIMIT',
      error:
        'You already have 3 unpaid cash on delivery orders. Please pay by card or wallet, or wait until one is delivered.',
    });
    await kit.post(s.token, '/api/order/cancel', { orderid: placed[0] });
    expect(
      (await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' })).statusCode,
    ).toBe(201);
  });

  it('caps the cash due on delivery, counting the cash part of a partly wallet-paid order', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: COD_MAX_DUE_FILS / 2, stock: 50 });
    await kit.topUp(s.userId, 1000);
    await kit.fill(s.userId, p.id, 1);
    const partial = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'wallet_partial',
    });
    expect(partial.json().order.paymentMethod).toBe('wallet_partial');
    // Half the cap plus VAT is already due; the same again goes over.
    const res = await codOrder(s, p.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'COD_LIMIT',
      error:
        'Cash on delivery is available for up to AED 2,000.00 due at the door, across your open orders. Please pay by card or wallet, or wait until an earlier order is delivered.',
    });
  });

  it('tells a first order over the cash cap that cash is capped, not that an order is waiting', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: 80_000, stock: 50 });
    const res = await codOrder(s, p.id, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'Cash on delivery is available for up to AED 2,000.00 due at the door. Please pay by card or wallet.',
    );
    expect(await kit.stockOf(p.id)).toBe(50);
  });
});
