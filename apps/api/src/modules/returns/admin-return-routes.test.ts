import type { ReturnStatus } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { returnRequests } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminReturnsKit } from './admin-returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminReturnsKit(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

const TO_PICKUP: ReturnStatus[] = ['approved_by_shop_owner', 'pickup_scheduled'];
const TO_PICKED_UP: ReturnStatus[] = [...TO_PICKUP, 'picked_up'];

describe('GET /api/admin/returns', () => {
  it('lists every customer’s returns newest first with order, product and customer', async () => {
    const older = await kit.requested({ returntype: 'replacement', priceFils: 4250, quantity: 2 });
    const newer = await kit.requested();
    const res = await kit.adminGet('/api/admin/returns');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, page: 1, limit: 10 });
    const ids = body.returns.map((r: { _id: string }) => r._id);
    expect(ids.indexOf(newer.ret._id)).toBeLessThan(ids.indexOf(older.ret._id));
    const shown = body.returns.find((r: { _id: string }) => r._id === older.ret._id);
    expect(shown).toEqual({
      _id: older.ret._id,
      returnid: older.ret.returnid,
      orderid: older.order._id,
      orderCode: older.order.orderid,
      productid: older.item._id,
      userid: older.s.userId,
      reason: 'Wrong size ordered',
      otherReason: null,
      returntype: 'replacement',
      quantity: 2,
      status: 'return_requested',
      replacement: { color: 'Navy', size: 'M', exchanged: false },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      product: {
        name: older.p.name,
        price: 42.5,
        quantity: 2,
        defaultImg: older.item.defaultImg,
        selections: { color: 'Navy', size: 'M' },
      },
      user: { _id: older.s.userId, fullname: older.s.fullname, email: older.s.email },
      order: {
        _id: older.order._id,
        orderid: older.order.orderid,
        createdAt: older.order.createdAt,
        deliveredAt: '2030-03-01T10:00:00.000Z',
      },
      creditedAmount: null,
      restocked: false,
    });
  });

  it('searches return id, order id and customer name, filters by status and pages by 10', async () => {
    const target = await kit.requested();
    const search = async (q: string) =>
      (await kit.adminGet(`/api/admin/returns?q=${encodeURIComponent(q)}`))
        .json()
        .returns.map((r: { _id: string }) => r._id);
    expect(await search(target.ret.returnid.slice(3).toLowerCase())).toEqual([target.ret._id]);
    expect(await search(target.order.orderid)).toEqual([target.ret._id]);
    expect(await search(target.s.fullname.toUpperCase())).toEqual([target.ret._id]);
    expect(await search(target.ret._id)).toEqual([target.ret._id]);
    expect(await search('100%_none')).toEqual([]);

    await kit.walk(target.ret._id, ['rejected']);
    const rejected = await kit.adminGet('/api/admin/returns?status=Rejected');
    const listed = rejected.json().returns as { status: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.status === 'rejected')).toBe(true);

    for (let i = 0; i < 9; i += 1) await kit.requested();
    const first = (await kit.adminGet('/api/admin/returns?status=all')).json();
    const second = (await kit.adminGet('/api/admin/returns?page=2')).json();
    expect(first.returns).toHaveLength(10);
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    expect(second.returns.length).toBe(Math.min(10, first.total - 10));
    // Eleven delivered orders with their returns, each now also mailed: slow on a busy machine.
  }, 90_000);

  it.each<[string, string]>([
    ['?status=lost', 'Unknown return status'],
    ['?page=0', 'Page must be 1 or more'],
    [`?q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await kit.adminGet(`/api/admin/returns${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });
});

describe('POST /api/admin/returns/updateReturnStatus', () => {
  it.each<[string, 'replacement' | 'save_to_wallet', ReturnStatus[], string]>([
    ['Accept', 'save_to_wallet', [], 'approved_by_shop_owner'],
    ['Reject', 'replacement', [], 'rejected'],
    ['Schedule pickup', 'save_to_wallet', ['approved_by_shop_owner'], 'pickup_scheduled'],
    ['Ship replacement', 'replacement', TO_PICKED_UP, 'replacement_shipped'],
  ])('%s (%s) moves the return on', async (_button, returntype, path, to) => {
    const { s, ret } = await kit.requested({ returntype });
    await kit.walk(ret._id, path);
    const res = await kit.status(ret.returnid, to.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Status updated successfully',
      return: { _id: ret._id, status: to },
    });
    // The shopper's orders page reads the same status.
    const mine = await kit.get(s.token, `/api/order/returns/${ret._id}`);
    expect(mine.json().return.status).toBe(to);
  });

  it.each<[string, 'replacement' | 'save_to_wallet', ReturnStatus[], string, string]>([
    ['pickup without its code', 'replacement', TO_PICKUP, 'picked_up', 'CODE_REQUIRED'],
    [
      'delivery without its code',
      'replacement',
      [...TO_PICKED_UP, 'replacement_shipped'],
      'delivered',
      'CODE_REQUIRED',
    ],
    ['a credit by status', 'save_to_wallet', TO_PICKUP, 'wallet_credited', 'CREDIT_REQUIRED'],
    ['skipping the approval', 'save_to_wallet', [], 'pickup_scheduled', 'INVALID_TRANSITION'],
    [
      'reopening a rejected one',
      'replacement',
      ['rejected'],
      'approved_by_shop_owner',
      'INVALID_TRANSITION',
    ],
    ['going back', 'replacement', TO_PICKUP, 'approved_by_shop_owner', 'INVALID_TRANSITION'],
    [
      'shipping a wallet return',
      'save_to_wallet',
      ['approved_by_shop_owner'],
      'replacement_shipped',
      'INVALID_TRANSITION',
    ],
    [
      'shipping before pickup',
      'replacement',
      TO_PICKUP,
      'replacement_shipped',
      'INVALID_TRANSITION',
    ],
    ['anything after the credit', 'save_to_wallet', TO_PICKED_UP, 'rejected', 'INVALID_TRANSITION'],
    [
      'the same status again',
      'replacement',
      ['approved_by_shop_owner'],
      'approved_by_shop_owner',
      'INVALID_TRANSITION',
    ],
  ])('refuses %s with 409 and changes nothing', async (_label, returntype, path, to, code) => {
    const { ret } = await kit.requested({ returntype });
    await kit.walk(ret._id, path);
    const before = (await kit.adminGet(`/api/admin/returns?q=${ret.returnid}`)).json().returns[0];
    const res = await kit.status(ret._id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code });
    const after = (await kit.adminGet(`/api/admin/returns?q=${ret.returnid}`)).json().returns[0];
    expect(after).toEqual(before);
  });

  it('ships the units held at the request: nothing more leaves the shelf', async () => {
    const { p, ret } = await kit.requested({ returntype: 'replacement', quantity: 2, stock: 5 });
    // The order took 2 of the 5; the replacement's 2 are held from the request on.
    expect(await kit.stockOf(p.id)).toBe(1);
    await kit.walk(ret._id, TO_PICKED_UP);
    const shipped = await kit.status(ret._id, 'replacement_shipped');
    expect(shipped.json().return.status).toBe('replacement_shipped');
    expect(await kit.stockOf(p.id)).toBe(1);
  });

  it('takes a replacement asked before holds from stock as it ships, and refuses with 409 when none is left', async () => {
    const { p, ret } = await kit.requested({ returntype: 'replacement', quantity: 2, stock: 5 });
    // A request from before holds: its units are still on the shelf.
    await app.db.update(returnRequests).set({ held: false }).where(eq(returnRequests.id, ret._id));
    await kit.walk(ret._id, TO_PICKED_UP);
    await kit.setStock(p.id, 1);
    const short = await kit.status(ret._id, 'replacement_shipped');
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: `Not enough stock to ship this replacement (Only 1 left of '${p.name}')`,
    });
    await kit.setStock(p.id, 0);
    expect((await kit.status(ret._id, 'replacement_shipped')).statusCode).toBe(409);
    expect(await kit.stockOf(p.id)).toBe(0);
    await kit.setStock(p.id, 2);
    const shipped = await kit.status(ret._id, 'replacement_shipped');
    expect(shipped.json().return.status).toBe('replacement_shipped');
    expect(await kit.stockOf(p.id)).toBe(0);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['no id', { status: 'rejected' }, 400, 'Return id is required'],
    ['an unknown status', { return_id: 'RT-X', status: 'lost' }, 400, 'Unknown return status'],
    [
      'an unknown return',
      { return_id: 'RT-NOPE', status: 'rejected' },
      404,
      'Return request not found',
    ],
  ])('answers %s with %i', async (_label, payload, status, error) => {
    const res = await kit.adminPost('/api/admin/returns/updateReturnStatus', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error });
  });
});

describe('POST /api/admin/returns/deleteReturn', () => {
  it('deletes a requested or rejected return, and the shopper no longer sees it', async () => {
    const requested = await kit.requested();
    const rejected = await kit.requested();
    await kit.walk(rejected.ret._id, ['rejected']);
    for (const { s, ret } of [requested, rejected]) {
      const res = await kit.adminPost('/api/admin/returns/deleteReturn', { return_id: ret._id });
      expect(res.json()).toEqual({ success: true, message: 'Return request deleted' });
      expect((await kit.get(s.token, `/api/order/returns/${ret._id}`)).statusCode).toBe(404);
    }
  });

  it.each<[ReturnStatus[]]>([[['approved_by_shop_owner']], [TO_PICKUP], [TO_PICKED_UP]])(
    'refuses once something happened (%j) with 409',
    async (path) => {
      const { s, ret } = await kit.requested();
      await kit.walk(ret._id, path);
      const res = await kit.adminPost('/api/admin/returns/deleteReturn', { return_id: ret._id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'RETURN_IN_PROGRESS' });
      expect((await kit.get(s.token, `/api/order/returns/${ret._id}`)).statusCode).toBe(200);
    },
  );
});

describe('admin only', () => {
  const calls: [string, string][] = [
    ['GET', '/api/admin/returns'],
    ['POST', '/api/admin/returns/updateReturnStatus'],
    ['POST', '/api/admin/returns/deleteReturn'],
    ['POST', '/api/admin/returns/addOtp'],
    ['POST', '/api/admin/returns/getOtp'],
    ['POST', '/api/admin/returns/verifyOtp'],
    ['POST', '/api/admin/wallet/credit'],
  ];

  let shared: Awaited<ReturnType<typeof kit.requested>> | undefined;

  it.each(calls)(
    '%s %s: 401 without a token, 403 with a shopper’s, nothing changes',
    async (method, url) => {
      shared ??= await kit.requested();
      const { s, ret } = shared;
      const payload =
        method === 'POST'
          ? { return_id: ret._id, returnid: ret._id, status: 'rejected', otp: '1234' }
          : undefined;
      const anonymous = await app.inject({ method: method as 'GET' | 'POST', url, payload });
      expect(anonymous.statusCode).toBe(401);
      const shopper = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${s.token}` },
      });
      expect(shopper.statusCode).toBe(403);
      const mine = await kit.get(s.token, `/api/order/returns/${ret._id}`);
      expect(mine.json().return.status).toBe('return_requested');
    },
  );
});
