import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { DELIVERED_AT, returnsKit } from './returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof returnsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = returnsKit(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

const HOUR = 60 * 60 * 1000;
const THREE_DAYS = 72 * HOUR;

describe('POST /api/order/Return', () => {
  it('creates the request (201) and lists it with every field', async () => {
    const placed = await kit.delivered({ priceFils: 4250, quantity: 3 });
    const now = kit.afterDelivery(HOUR);
    const res = await kit.requestReturn(
      placed.s.token,
      kit.body(placed, {
        reason: 'Other reason',
        otherReason: ' Colour differs ',
        returntype: undefined,
        returnType: 'replacement',
        quantity: '2',
      }),
    );
    expect(res.statusCode).toBe(201);
    const expected = {
      _id: expect.any(String),
      returnid: expect.stringMatching(/^RT-[0-9A-Z]+$/),
      orderid: placed.order._id,
      orderCode: placed.order.orderid,
      productid: placed.item._id,
      reason: 'Other reason',
      otherReason: 'Colour differs',
      returntype: 'replacement',
      quantity: 2,
      status: 'return_requested',
      replacement: { color: 'Navy', size: 'M', exchanged: false },
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      product: {
        name: placed.p.name,
        price: 42.5,
        quantity: 3,
        defaultImg: placed.item.defaultImg,
        selections: { color: 'Navy', size: 'M' },
      },
    };
    expect(res.json()).toEqual({
      success: true,
      msg: 'Return request submitted successfully!',
      return: expected,
    });
    const created = res.json().return;
    const list = await kit.get(placed.s.token, '/api/order/returns');
    expect(list.json()).toEqual({ success: true, data: [expected] });
    for (const ref of [created._id, created.returnid]) {
      const one = await kit.get(placed.s.token, `/api/order/returns/${ref}`);
      expect(one.json()).toEqual({ success: true, return: expected });
    }
  });

  it('lists newest first, only the shopper’s own; 404 for another shopper’s return', async () => {
    const a = await kit.delivered();
    kit.afterDelivery(HOUR);
    const first = await kit.requestReturn(a.s.token, kit.body(a));
    const b = await kit.delivered({ shopper: a.s });
    kit.afterDelivery(2 * HOUR);
    const second = await kit.requestReturn(a.s.token, kit.body(b));
    const ids = (await kit.get(a.s.token, '/api/order/returns'))
      .json()
      .data.map((r: { _id: string }) => r._id);
    expect(ids).toEqual([second.json().return._id, first.json().return._id]);
    const other = await kit.shopper();
    expect((await kit.get(other.token, '/api/order/returns')).json().data).toEqual([]);
    const theirs = await kit.get(other.token, `/api/order/returns/${first.json().return._id}`);
    expect(theirs.statusCode).toBe(404);
    expect((await kit.get(other.token, '/api/order/returns/RT-NOPE')).statusCode).toBe(404);
  });

  it('allows exactly 3 days after delivery and refuses 3 days + 1 ms', async () => {
    const edge = await kit.delivered();
    kit.afterDelivery(THREE_DAYS);
    expect((await kit.requestReturn(edge.s.token, kit.body(edge))).statusCode).toBe(201);
    const late = await kit.delivered();
    kit.afterDelivery(THREE_DAYS + 1);
    const res = await kit.requestReturn(late.s.token, kit.body(late));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'RETURN_WINDOW_CLOSED',
      error: 'The return window for this order has closed',
    });
  });

  it.each(['placed', 'cancelled'] as const)('refuses a %s order', async (status) => {
    const { s, order } = await kit.place();
    if (status === 'cancelled') await kit.cancel(s.token, order._id);
    kit.afterDelivery(HOUR);
    const res = await kit.requestReturn(s.token, {
      orderid: order.orderid,
      productid: order.items[0]?._id,
      reason: 'Product damaged',
      returntype: 'replacement',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NOT_RETURNABLE',
      error: 'Only delivered orders can be returned',
    });
  });

  it('refuses a second request for the item, also when two race', async () => {
    const placed = await kit.delivered({ quantity: 3 });
    kit.afterDelivery(HOUR);
    const results = await Promise.all([
      kit.requestReturn(placed.s.token, kit.body(placed)),
      kit.requestReturn(placed.s.token, kit.body(placed, { quantity: 2 })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await kit.requestReturn(placed.s.token, kit.body(placed));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'RETURN_EXISTS',
      error: 'A return has already been requested for this item',
    });
    expect((await kit.get(placed.s.token, '/api/order/returns')).json().data).toHaveLength(1);
  });

  it('bounds the quantity by what was ordered', async () => {
    const placed = await kit.delivered({ quantity: 2 });
    kit.afterDelivery(HOUR);
    const tooMany = await kit.requestReturn(placed.s.token, kit.body(placed, { quantity: 3 }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('You can return at most 2');
    const zero = await kit.requestReturn(placed.s.token, kit.body(placed, { quantity: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields).toHaveProperty('quantity');
    const all = await kit.requestReturn(placed.s.token, kit.body(placed, { quantity: 2 }));
    expect(all.statusCode).toBe(201);
  });

  it("takes the original payload, whose reason may be the shopper's own words", async () => {
    const placed = await kit.delivered();
    kit.afterDelivery(HOUR);
    const res = await kit.requestReturn(placed.s.token, {
      userid: placed.s.userId,
      orderid: placed.order._id,
      productid: placed.item._id,
      reason: 'The stitching came apart',
      returntype: 'save_to_wallet',
      quantity: 1,
      status: 'return_requested',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().return).toMatchObject({
      reason: 'Other reason',
      otherReason: 'The stitching came apart',
      returntype: 'save_to_wallet',
      status: 'return_requested',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no type', { returntype: undefined }, 'Please select a return type'],
    ['an unknown type', { returntype: 'refund' }, 'Please select a return type'],
    ['no reason', { reason: '  ' }, 'Please select a reason for the return'],
    ['Other reason without text', { reason: 'Other reason' }, 'Please specify your reason'],
    [
      'Other reason with blanks',
      { reason: 'Other reason', otherReason: '  ' },
      'Please specify your reason',
    ],
  ])('refuses %s with its message', async (_label, overrides, message) => {
    const placed = await kit.delivered();
    kit.afterDelivery(HOUR);
    const res = await kit.requestReturn(placed.s.token, kit.body(placed, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('404 when the item is not in the order or the order is not the shopper’s', async () => {
    const placed = await kit.delivered();
    const elsewhere = await kit.delivered({ shopper: placed.s });
    kit.afterDelivery(HOUR);
    const wrongItem = await kit.requestReturn(
      placed.s.token,
      kit.body(placed, { productid: elsewhere.item._id }),
    );
    expect(wrongItem.statusCode).toBe(404);
    expect(wrongItem.json().error).toBe('Item not found in this order');
    const notUuid = await kit.requestReturn(placed.s.token, kit.body(placed, { productid: 'x' }));
    expect(notUuid.json().error).toBe('Item not found in this order');
    const other = await kit.shopper();
    const theirs = await kit.requestReturn(other.token, kit.body(placed));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Order not found');
    const guest = await app.inject({ method: 'POST', url: '/api/order/Return', payload: {} });
    expect(guest.statusCode).toBe(401);
  });

  it('accepts each listed reason and both types', async () => {
    const reasons = [
      'Wrong size ordered',
      'Product damaged',
      'Not as described',
      'Changed my mind',
    ];
    for (const [i, reason] of reasons.entries()) {
      const placed = await kit.delivered();
      kit.afterDelivery(HOUR);
      const returntype = i % 2 ? 'replacement' : 'save_to_wallet';
      const res = await kit.requestReturn(placed.s.token, kit.body(placed, { reason, returntype }));
      expect(res.json().return).toMatchObject({ reason, returntype, otherReason: null });
    }
    expect(DELIVERED_AT.toISOString()).toBe('2030-03-01T10:00:00.000Z');
  });
});
