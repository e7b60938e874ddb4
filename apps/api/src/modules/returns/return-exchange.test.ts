import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '#db/schema';
import { appWithSmtp } from '../mails/mails-test-kit';
import { bearer } from '../auth/test-users';
import { adminReturnsKit } from './admin-returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;
let env: Awaited<ReturnType<typeof appWithSmtp>>;

beforeAll(async () => {
  env = await appWithSmtp();
  app = env.app;
  kit = adminReturnsKit(app);
});
afterAll(() => env.close());

async function stockOf(productId: string, color: string, size: string) {
  const [row] = await app.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.color, color),
        eq(productVariants.size, size),
      ),
    );
  return row?.stock;
}

async function setVariant(productId: string, color: string, size: string, stock: number) {
  await app.db
    .update(productVariants)
    .set({ stock })
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.color, color),
        eq(productVariants.size, size),
      ),
    );
}

/** A delivered order of 2 × Navy M (stock 10 a variant, so M has 8 left), in the window. */
async function deliveredM() {
  const placed = await kit.delivered({ quantity: 2, stock: 10 });
  kit.afterDelivery(60_000);
  return placed;
}

const ask = (
  placed: Awaited<ReturnType<typeof deliveredM>>,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/order/Return',
    headers: { ...bearer(placed.s.token), ...headers },
    payload: kit.body(placed, { returntype: 'replacement', ...overrides }),
  });

describe('exchange for another size', () => {
  it('offers the variants with the units in stock, the item’s own marked current', async () => {
    const placed = await deliveredM();
    await setVariant(placed.p.id, 'Navy', 'L', 0);
    const res = await kit.get(
      placed.s.token,
      `/api/order/exchange-options?orderid=${placed.order._id}&productid=${placed.item._id}&quantity=1`,
    );
    expect(res.statusCode).toBe(200);
    const options = res.json().options as { color: string; size: string }[];
    expect(options).toContainEqual({ color: 'Navy', size: 'M', available: true, current: true });
    expect(options).toContainEqual({ color: 'Navy', size: 'L', available: false, current: false });
    expect(options).toContainEqual({ color: 'White', size: 'S', available: true, current: false });
    expect(options).toHaveLength(6);
    const other = await kit.shopper();
    const foreign = await kit.get(
      other.token,
      `/api/order/exchange-options?orderid=${placed.order._id}&productid=${placed.item._id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('holds the chosen L at the request, names it in every mail, and ships the held unit', async () => {
    const placed = await deliveredM();
    const { p, s } = placed;
    const res = await ask(placed, { exchangeColor: 'Navy', exchangeSize: 'L' });
    expect(res.statusCode).toBe(201);
    const ret = res.json().return;
    expect(ret.replacement).toEqual({ color: 'Navy', size: 'L', exchanged: true });
    expect(ret.product.selections).toEqual({ color: 'Navy', size: 'M' });
    // One L held from stock; the M sold stays as it was until it comes back.
    expect(await stockOf(p.id, 'Navy', 'L')).toBe(9);
    expect(await stockOf(p.id, 'Navy', 'M')).toBe(8);
    const received = await env.mailTo(s.email, ret.returnid);
    expect(received.text).toContain(`Exchanged for: ${p.name} (Navy, L)`);
    expect(received.text).toContain('Same product, same price: there is nothing to pay.');

    const admin = await kit.adminGet(`/api/admin/returns?q=${ret.returnid}`);
    expect(admin.json().returns[0].replacement).toEqual({
      color: 'Navy',
      size: 'L',
      exchanged: true,
    });

    await kit.walk(ret._id, ['approved_by_shop_owner', 'pickup_scheduled']);
    await kit.sendCode(ret.returnid);
    const pickup = await kit.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    const picked = await kit.verify(ret.returnid, pickup);
    expect(picked.statusCode).toBe(200);
    // The returned M goes back to M (resellable by default); the held L is untouched.
    expect(await stockOf(p.id, 'Navy', 'M')).toBe(9);
    expect(await stockOf(p.id, 'Navy', 'L')).toBe(9);

    const shipped = await kit.status(ret.returnid, 'replacement_shipped');
    expect(shipped.statusCode).toBe(200);
    // Shipping sends the held unit: nothing more leaves the shelf.
    expect(await stockOf(p.id, 'Navy', 'L')).toBe(9);
    const shippedMail = await env.mailTo(s.email, `Your replacement for ${ret.returnid}`);
    expect(shippedMail.text).toContain(`Exchanged for: ${p.name} (Navy, L)`);

    await kit.sendCode(ret.returnid);
    const delivery = await kit.codeInNotifications(s.token, ret.returnid, 'return_delivery_code');
    const codeMail = await env.mailTo(s.email, 'Your replacement delivery code');
    expect(codeMail.text).toContain('Exchanged for: Navy, L');
    expect(codeMail.text).toContain(delivery);
    const done = await kit.verify(ret.returnid, delivery);
    expect(done.statusCode).toBe(200);
    expect(done.json().return).toMatchObject({ status: 'delivered', replacement: { size: 'L' } });
    expect(await stockOf(p.id, 'Navy', 'L')).toBe(9);
  });

  it('holds the same colour and size by default', async () => {
    const placed = await deliveredM();
    const res = await ask(placed);
    expect(res.statusCode).toBe(201);
    expect(res.json().return.replacement).toEqual({ color: 'Navy', size: 'M', exchanged: false });
    expect(await stockOf(placed.p.id, 'Navy', 'M')).toBe(7);
  });

  it.each([
    ['rejected', async (ret: { returnid: string }) => kit.status(ret.returnid, 'rejected')],
    [
      'deleted',
      async (ret: { returnid: string }) =>
        kit.adminPost('/api/admin/returns/deleteReturn', { return_id: ret.returnid }),
    ],
  ])('puts the held unit back when the request is %s, once', async (_how, end) => {
    const placed = await deliveredM();
    const res = await ask(placed, { exchangeColor: 'White', exchangeSize: 'S' });
    const ret = res.json().return;
    expect(await stockOf(placed.p.id, 'White', 'S')).toBe(9);
    const ended = await end(ret);
    expect(ended.statusCode).toBe(200);
    expect(await stockOf(placed.p.id, 'White', 'S')).toBe(10);
    // A second try changes nothing more.
    await end(ret);
    expect(await stockOf(placed.p.id, 'White', 'S')).toBe(10);
  });

  it('puts the held unit back when the picked-up replacement is credited instead', async () => {
    const placed = await deliveredM();
    const ret = (await ask(placed, { exchangeColor: 'Navy', exchangeSize: 'S' })).json().return;
    await kit.walk(ret._id, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);
    expect(await stockOf(placed.p.id, 'Navy', 'S')).toBe(9);
    const credited = await kit.credit(ret.returnid);
    expect(credited.statusCode).toBe(200);
    expect(await stockOf(placed.p.id, 'Navy', 'S')).toBe(10);
  });

  it('refuses a sold-out size (409, in Arabic too) and a size the product lacks (400), keeping nothing', async () => {
    const placed = await deliveredM();
    await setVariant(placed.p.id, 'Navy', 'L', 0);
    const soldOut = await ask(placed, { exchangeColor: 'Navy', exchangeSize: 'L' });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({
      code: 'EXCHANGE_SOLD_OUT',
      error: 'Navy L is sold out. Please choose another size or wallet credit.',
    });
    const inArabic = await ask(
      placed,
      { exchangeColor: 'Navy', exchangeSize: 'L' },
      { 'accept-language': 'ar' },
    );
    expect(inArabic.json().error).toBe(
      'نفدت كمية Navy L. يرجى اختيار مقاس آخر أو رصيد في المحفظة.',
    );
    const unknown = await ask(placed, { exchangeColor: 'Navy', exchangeSize: 'XXL' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('EXCHANGE_UNKNOWN_VARIANT');
    const half = await ask(placed, { exchangeColor: 'Navy' });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({
      exchangeSize: 'Please choose both the colour and the size to receive',
    });
    // Nothing was stored: the item can still be returned.
    expect((await kit.get(placed.s.token, '/api/order/returns')).json().data).toEqual([]);
    expect(await stockOf(placed.p.id, 'Navy', 'M')).toBe(8);
    const wallet = await ask(placed, { returntype: 'save_to_wallet' });
    expect(wallet.statusCode).toBe(201);
    expect(wallet.json().return.replacement).toBeNull();
  });

  it('gives the last L to one of two shoppers asking at the same moment; the other sees it sold out', async () => {
    const product = await kit.product({ stock: 5 });
    const orders = [];
    for (let i = 0; i < 2; i += 1) {
      const s = await kit.shopper();
      await kit.fill(s.userId, product.id, 1);
      const placedOrder = await kit.addOrder(s.token, {
        addressId: s.addressId,
        paymentMethod: 'COD',
      });
      const order = placedOrder.json().order;
      await kit.deliver(order._id, new Date('2030-03-01T10:00:00.000Z'));
      orders.push({ s, order, item: order.items[0] });
    }
    await setVariant(product.id, 'Navy', 'L', 1);
    kit.afterDelivery(60_000);
    const results = await Promise.all(
      orders.map(({ s, order, item }) =>
        kit.requestReturn(s.token, {
          orderid: order._id,
          productid: item._id,
          reason: 'Wrong size ordered',
          returntype: 'replacement',
          exchangeColor: 'Navy',
          exchangeSize: 'L',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.statusCode === 409);
    expect(lost?.json().code).toBe('EXCHANGE_SOLD_OUT');
    expect(await stockOf(product.id, 'Navy', 'L')).toBe(0);
    // The shopper who lost it now sees L unavailable in the dialog.
    const loser = orders[results.indexOf(lost as (typeof results)[number])];
    const options = await kit.get(
      loser?.s.token ?? '',
      `/api/order/exchange-options?orderid=${loser?.order._id}&productid=${loser?.item._id}`,
    );
    expect(options.json().options).toContainEqual({
      color: 'Navy',
      size: 'L',
      available: false,
      current: false,
    });
  });
});
