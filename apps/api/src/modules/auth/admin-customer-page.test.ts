import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;
/** A customer with one delivered order, its save-to-wallet return and an address. */
let customer: Awaited<ReturnType<typeof kit.requested>>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminReturnsKit(app);
  customer = await kit.requested();
});
afterAll(() => app.close());

const base = (id: string) => `/api/admin/customers/${id}`;

describe("the console's customer page", () => {
  it('shows the profile and saved addresses, never the password hash', async () => {
    const { s } = customer;
    await app.db
      .update(users)
      .set({ language: 'ar', phoneno: '0501234567' })
      .where(eq(users.id, s.userId));
    const res = await kit.adminGet(base(s.userId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customer).toEqual({
      _id: s.userId,
      fullname: s.fullname,
      email: s.email,
      phoneno: '0501234567',
      language: 'ar',
      signInMethod: 'password',
      emailVerified: false,
      createdAt: expect.any(String),
      closedAt: null,
    });
    expect(body.addresses).toEqual([
      expect.objectContaining({
        _id: s.addressId,
        buildingNumber: 'Villa 12',
        streetName: 'Al Wasl Road',
        defaultaddress: true,
      }),
    ]);
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('secret123');
  });

  it('answers 404 for an unknown customer and 400 for an id that is not one', async () => {
    const unknown = await kit.adminGet(base(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Customer not found');
    const bad = await kit.adminGet(base('SH-1234'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it("lists the customer's orders newest first, 10 a page, each as Manage Orders shows it", async () => {
    const s = await kit.shopper();
    const placed = [];
    for (let i = 0; i < 11; i += 1) {
      const { order } = await kit.place({ shopper: s, payment: 'wallet' });
      await kit.backdate(order._id, new Date(Date.UTC(2030, 0, 1, 10, i)));
      placed.push(order.orderid);
    }
    const first = (await kit.adminGet(`${base(s.userId)}/orders`)).json();
    expect(first).toMatchObject({ success: true, total: 11, page: 1, limit: 10 });
    expect(first.orders.map((o: { orderid: string }) => o.orderid)).toEqual(
      placed.slice(1).reverse(),
    );
    expect(first.orders[0]).toMatchObject({
      userName: s.fullname,
      contactDetails: s.email,
      status: 'placed',
    });
    const second = (await kit.adminGet(`${base(s.userId)}/orders?page=2`)).json();
    expect(second.orders.map((o: { orderid: string }) => o.orderid)).toEqual([placed[0]]);
    // Another customer's orders are not theirs.
    const other = (await kit.adminGet(`${base(customer.s.userId)}/orders`)).json();
    expect(other.orders.map((o: { orderid: string }) => o.orderid)).toEqual([
      customer.order.orderid,
    ]);
  });

  it("lists the customer's returns as Manage Returns shows them", async () => {
    const res = await kit.adminGet(`${base(customer.s.userId)}/returns`);
    expect(res.json()).toEqual({
      success: true,
      returns: [
        expect.objectContaining({
          returnid: customer.ret.returnid,
          orderCode: customer.order.orderid,
          returntype: 'save_to_wallet',
          status: 'return_requested',
          user: { _id: customer.s.userId, fullname: customer.s.fullname, email: customer.s.email },
        }),
      ],
    });
    const none = await kit.adminGet(`${base((await kit.shopper()).userId)}/returns`);
    expect(none.json()).toEqual({ success: true, returns: [] });
  });

  it('shows the wallet balance and its ledger newest first, 20 a page, with reasons', async () => {
    const s = await kit.shopper();
    const empty = (await kit.adminGet(`${base(s.userId)}/wallet`)).json();
    expect(empty.wallet).toEqual({
      balance: 0,
      currency: 'AED',
      lastUpdated: null,
      transactions: [],
      total: 0,
      page: 1,
      limit: 20,
    });
    for (let i = 1; i <= 21; i += 1) await kit.topUp(s.userId, i * 100);
    const first = (await kit.adminGet(`${base(s.userId)}/wallet`)).json().wallet;
    expect(first).toMatchObject({ balance: 231, total: 21, page: 1, limit: 20 });
    expect(first.transactions).toHaveLength(20);
    expect(first.transactions[0]).toEqual({
      _id: expect.any(String),
      type: 'credit',
      amount: 21,
      balanceAfter: 231,
      reason: 'Test top-up',
      orderid: null,
      status: 'completed',
      date: expect.any(String),
    });
    const second = (await kit.adminGet(`${base(s.userId)}/wallet?page=2`)).json().wallet;
    expect(second.transactions.map((t: { amount: number }) => t.amount)).toEqual([1]);
  });
});
