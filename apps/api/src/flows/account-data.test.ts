import { accountDataAnswer } from '@store/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminKit, roleStatuses } from '../modules/auth/admin-test-kit';
import { bearer } from '../modules/auth/test-users';
import { ordersKit } from '../modules/orders/orders-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof ordersKit>;
beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = ordersKit(app);
});
afterAll(() => app.close());

const download = (token: string) => kit.get(token, '/api/auth/my-data');

/** The audit log's entries about one customer, oldest first. */
const auditOf = (userId: string) =>
  app.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.objectType, 'customer'), eq(adminAuditLog.objectId, userId)))
    .orderBy(adminAuditLog.createdAt);

describe("a shopper's download of their data", () => {
  it('is a JSON file of their profile, addresses, orders, returns, wallet and notifications', async () => {
    const { s, order } = await kit.place({ payment: 'wallet', balance: 50_000 });
    const res = await download(s.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = accountDataAnswer.parse(res.json());
    expect(res.headers['content-disposition']).toContain(data.filename);
    expect(data.profile).toMatchObject({
      _id: s.userId,
      fullname: s.fullname,
      email: s.email,
      closedAt: null,
    });
    expect(data.addresses.map((a) => a._id)).toEqual([s.addressId]);
    expect(data.orders.map((o) => o.orderid)).toEqual([order.orderid]);
    expect(data.orders[0]?.items).toHaveLength(1);
    expect(data.orders[0]?.invoiceNumber).toMatch(/^INV-/);
    expect(data.returns).toEqual([]);
    // The top-up and the order's payment, newest first, down to what is left.
    expect(data.wallet.transactions.map((t) => t.type)).toEqual(['debit', 'credit']);
    expect(data.wallet.balance).toBeCloseTo(500 - order.totalprice, 2);
    // No consent to marketing mail was ever given: nothing in its history.
    expect(data.consent).toEqual({ language: 'en', marketing: { granted: false, changes: [] } });
  });

  it("never holds another shopper's data, and needs the shopper's own token", async () => {
    const mine = await kit.place();
    const theirs = await kit.place();
    const text = (await download(mine.s.token)).body;
    expect(text).toContain(mine.order.orderid);
    for (const other of [theirs.s.email, theirs.s.fullname, theirs.order.orderid]) {
      expect(text).not.toContain(other);
    }
    expect((await app.inject({ method: 'GET', url: '/api/auth/my-data' })).statusCode).toBe(401);
  });

  it("is recorded in the audit log as the shopper's own, without their name", async () => {
    const s = await kit.shopper();
    await download(s.token);
    const [entry] = await auditOf(s.userId);
    expect(entry).toMatchObject({
      action: 'customer.export',
      adminId: null,
      adminUsername: 'customer',
      objectLabel: null,
    });
    expect(JSON.stringify(entry)).not.toContain(s.email);
  });
});

describe("the owner's copy of a customer's data", () => {
  it("is the shopper's download, recorded under the admin who took it", async () => {
    const { s, order } = await kit.place();
    const admin = adminKit(app);
    const res = await admin.get(`/api/admin/customers/${s.userId}/data`);
    expect(res.statusCode).toBe(200);
    const data = accountDataAnswer.parse(res.json());
    expect(data.profile.email).toBe(s.email);
    expect(data.orders.map((o) => o.orderid)).toEqual([order.orderid]);
    const [entry] = await auditOf(s.userId);
    expect(entry).toMatchObject({ action: 'customer.export' });
    expect(entry?.adminUsername).toBe('admin');
    expect(entry?.adminId).not.toBeNull();
  });

  it('is for admins only, and a customer who does not exist is a 404', async () => {
    const s = await kit.shopper();
    const statuses = await roleStatuses(app, {
      method: 'GET',
      url: `/api/admin/customers/${s.userId}/data`,
    });
    expect(statuses).toEqual({ anonymous: 401, shopper: 403, admin: 200 });
    const missing = await adminKit(app).get(
      '/api/admin/customers/00000000-0000-4000-8000-000000000000/data',
    );
    expect(missing.statusCode).toBe(404);
    const ar = await app.inject({
      method: 'GET',
      url: `/api/auth/my-data`,
      headers: { ...bearer('not-a-token'), 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(401);
  });
});
