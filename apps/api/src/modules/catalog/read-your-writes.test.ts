import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersion } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { CatalogCache } from './catalog-cache';

describe('the instance that changes the catalogue serves the change at once', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof checkoutKit>;
  beforeAll(async () => {
    // A version read is trusted for a minute: only catalogChanged() can make this pass.
    app = await buildTestApp({
      rateLimitMultiplier: 100,
      catalog: { responseCache: true, versionTtlMs: 60_000 },
    });
    kit = checkoutKit(app);
  });
  afterAll(() => app.close());

  const stockOnPage = async (productid: string) =>
    (await app.inject({ url: `/api/catalog/products/${productid}` })).json().product.stock;

  it('shows the stock a checkout took, and the stock a cancel gave back', async () => {
    const s = await kit.shopper();
    // All 10 in the colour and size the shopper buys: the page shows the sum.
    const p = await kit.product({ variants: [{ color: 'Navy', size: 'M', stock: 10 }] });
    expect(await stockOnPage(p.productid)).toBe(10);
    await kit.fill(s.userId, p.id, 3);
    const order = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    expect(order.statusCode).toBe(201);
    expect(await stockOnPage(p.productid)).toBe(7);

    await kit.post(s.token, '/api/order/cancel', { orderid: order.json().order.orderid });
    expect(await stockOnPage(p.productid)).toBe(10);
  });

  it('does not trust a version read that was under way when the change was made', async () => {
    const cache = new CatalogCache(app.db, { responses: true, versionTtlMs: 60_000 });
    // The version is the sum of its slots (a change bumps one of them), as the cache reads it.
    const [{ version: before } = { version: 0 }] = await app.db
      .select({ version: sql`coalesce(sum(${catalogVersion.version}), 0)`.mapWith(Number) })
      .from(catalogVersion);
    const inFlight = cache.version();
    await app.db
      .update(catalogVersion)
      .set({ version: sql`${catalogVersion.version} + 1` })
      .where(eq(catalogVersion.id, 1));
    cache.invalidate();
    await inFlight;
    expect(await cache.version()).toBe(before + 1);
  });
});
