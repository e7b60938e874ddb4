import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminToken } from '#test/admin-token';
import { BENCH_EMAIL_DOMAIN, seedBenchOrders } from './bench-orders';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('seedBenchOrders', () => {
  it('creates valid orders with items, kept in the status counters, and tops up', async () => {
    const now = new Date();
    await seedBenchOrders(app.db, { orders: 600, shoppers: 40, now, chunk: 250 });
    await seedBenchOrders(app.db, { orders: 900, shoppers: 40, now, chunk: 250 });
    const rows = await app.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status);
    const total = rows.reduce((s, r) => s + r.n, 0);
    expect(total).toBe(900);
    // Old orders are mostly delivered; some are still open near the present.
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(by.delivered).toBeGreaterThan(600);
    expect(by.cancelled).toBeGreaterThan(0);

    const token = await adminToken(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = list.json();
    expect(body.stats.total).toBe(900);
    expect(body.stats.delivered).toBe(by.delivered);
    expect(body.orders).toHaveLength(10);
    const first = body.orders[0];
    expect(first.items.length).toBeGreaterThanOrEqual(1);
    expect(first.items.reduce((s: number, i: { price: number }) => s + i.price, 0)).toBeCloseTo(
      first.subtotal,
      2,
    );
    expect(first.contactDetails).toMatch(
      new RegExp(`@${BENCH_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`),
    );
    // Newest first, and the newest is within the last minute of `now`.
    expect(Date.parse(first.createdAt)).toBeGreaterThan(now.getTime() - 120_000);

    const search = await app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${encodeURIComponent(first.userName)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(search.json().total).toBeGreaterThan(0);
    expect(
      search.json().orders.every((o: { userName: string }) => o.userName === first.userName),
    ).toBe(true);
  });
});
