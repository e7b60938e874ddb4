import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { adminProductKit, specClient } from '../catalog/admin-product-test-kit';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { importExportKit } from '../import-export/import-export-test-kit';
import { offersKit, photo } from '../offers/offers-test-kit';
import { adminOrdersKit } from '../orders/admin-orders-test-kit';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';
import { AUDIT_RUN_PRODUCTS_SHOWN, type AuditEntryJson } from './audit-log-routes';

let app: FastifyInstance;
let readerToken: string;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  readerToken = await adminToken(app);
});
afterAll(() => app.close());

/** The log as the console reads it. */
async function log(query: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/audit-log',
    query,
    headers: bearer(readerToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entries: AuditEntryJson[]; nextBefore: string | null }>();
}

const newest = async (query: Record<string, string> = {}) => (await log(query)).entries[0];

/** The admin a kit's bearer header signs in as. */
async function adminIdOf(headers: { authorization: string }) {
  const claims = await app.tokens.verify(headers.authorization.replace(/^Bearer /, ''));
  return claims.userId;
}

async function countEntries(): Promise<number> {
  const [row] = await app.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(adminAuditLog);
  return row?.n ?? 0;
}

interface VariantJson {
  color: string;
  size: string;
  sku: string;
  stock: number;
}

describe('product writes', () => {
  it('records a create, an update with each changed field and variant, and a delete', async () => {
    const kit = adminProductKit(app);
    const adminId = await adminIdOf(await kit.admin());
    const product = await kit.addProduct({ name: 'Audit Kaftan', price: 120, stock: 10 });
    const created = await newest({ objectType: 'product', objectId: product._id });
    expect(created).toMatchObject({
      action: 'product.create',
      objectType: 'product',
      objectId: product._id,
      objectLabel: `Audit Kaftan (${product.productid})`,
      admin: { _id: adminId },
      changes: { name: { to: 'Audit Kaftan' }, price: { to: 12000 }, 'stock[Navy/M]': { to: 2 } },
    });
    expect(created?.changes.name).not.toHaveProperty('from');

    const loaded = product as typeof product & { variants: VariantJson[] };
    const variants = loaded.variants.map((v) =>
      v.color === 'Navy' && v.size === 'M' ? { ...v, stock: 10 } : v,
    );
    const res = await kit.call('PUT', '/api/admin/products/update-product', {
      ...specClient(product),
      price: 99,
      variants,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = await newest({ objectType: 'product', objectId: product._id });
    expect(updated).toMatchObject({ action: 'product.update', admin: { _id: adminId } });
    // Only what changed: the price, Navy/M's stock and the total, nothing else.
    expect(updated?.changes).toEqual({
      price: { from: 12000, to: 9900 },
      stock: { from: 10, to: 18 },
      'stock[Navy/M]': { from: 2, to: 10 },
    });

    const gone = await kit.call('DELETE', '/api/admin/products/delete-product', {
      productId: product._id,
    });
    expect(gone.statusCode).toBe(200);
    const deleted = await newest({ objectType: 'product', objectId: product._id });
    expect(deleted).toMatchObject({
      action: 'product.delete',
      changes: { name: { from: 'Audit Kaftan' }, price: { from: 9900 } },
    });
    expect(deleted?.changes.name).not.toHaveProperty('to');
  });

  it('records nothing for a write that is refused and rolled back', async () => {
    const kit = adminProductKit(app);
    const a = (await kit.addProduct({ sizes: ['M'] })) as unknown as { variants: VariantJson[] };
    const b = (await kit.addProduct({ sizes: ['M'] })) as unknown as {
      _id: string;
      variants: VariantJson[];
    };
    const before = await countEntries();
    // b takes a SKU a has: the SKU check refuses it inside the transaction.
    const res = await kit.call('PUT', '/api/admin/products/update-product', {
      ...specClient(b),
      price: 1,
      variants: b.variants.map((v, i) => (i === 0 ? { ...v, sku: a.variants[0]?.sku } : v)),
    });
    expect(res.statusCode).toBe(409);
    expect(await countEntries()).toBe(before);
    expect((await newest({ objectType: 'product', objectId: b._id }))?.action).toBe(
      'product.create',
    );
  });
});

describe('image writes', () => {
  it('records an upload, a product image removed, and a stored image deleted', async () => {
    const kit = adminProductKit(app);
    const keys = await kit.uploadColors(['Navy'], 1);
    const key = keys.Navy?.[0] as string;
    expect(await newest({ objectType: 'image' })).toMatchObject({
      action: 'image.upload',
      objectId: key,
      objectLabel: 'Test product',
      changes: { Navy: { to: [key] } },
    });

    const product = await kit.addProduct();
    const removed = await kit.call('PUT', '/api/admin/products/updateImage', {
      productId: product._id,
      color: 'Sand',
      position: 0,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await newest({ objectType: 'image' })).toMatchObject({
      action: 'image.delete',
      objectId: expect.stringMatching(/^products\//),
      changes: { product: product.productid, color: 'Sand', position: 0 },
    });

    // The uploaded, unused image can be deleted outright.
    const del = await kit.call('DELETE', '/api/delete-image', { imagePath: key });
    expect(del.statusCode, del.body).toBe(200);
    expect(await newest({ objectType: 'image' })).toMatchObject({
      action: 'image.delete',
      objectId: key,
    });
  });
});

describe('offer writes', () => {
  it('records a create, an update with its changes and a delete', async () => {
    const kit = offersKit(app);
    const [p0, p1] = await kit.products(2);
    const res = await kit.upload({
      title: 'Audit Sale',
      description: 'Light fabrics',
      discountText: 'Up to 40% OFF',
      productIds: JSON.stringify([p0?.productid]),
      offerImage: await photo(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const offer = res.json().offer as { _id: string };
    expect(await newest({ objectType: 'offer' })).toMatchObject({
      action: 'offer.create',
      objectId: offer._id,
      objectLabel: 'Audit Sale',
      changes: { title: { to: 'Audit Sale' }, productIds: { to: [p0?.id] } },
    });
    const edit = await kit.update({
      offerId: offer._id,
      title: 'Audit Eid Sale',
      description: 'Light fabrics',
      discountText: 'Up to 40% OFF',
      productIds: JSON.stringify([p0?.productid, p1?.productid]),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await newest({ objectType: 'offer' }))?.changes).toEqual({
      title: { from: 'Audit Sale', to: 'Audit Eid Sale' },
      productIds: { from: [p0?.id], to: [p0?.id, p1?.id] },
    });
    expect((await kit.remove(offer._id)).statusCode).toBe(200);
    expect(await newest({ objectType: 'offer' })).toMatchObject({
      action: 'offer.delete',
      objectLabel: 'Audit Eid Sale',
    });
  });
});

describe('order status changes', () => {
  it('records each move from → to, with the courier when shipping, and not a refused one', async () => {
    const kit = adminOrdersKit(app);
    const adminId = await adminIdOf(await kit.admin());
    const { order } = await kit.place();
    const ship = await kit.updateStatus(order._id, 'shipped', {
      carrier: 'aramex',
      trackingNumber: 'AX123456',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const shipped = await newest({ objectType: 'order', objectId: order._id });
    expect(shipped).toMatchObject({
      action: 'order.status',
      objectLabel: order.orderid,
      admin: { _id: adminId },
      changes: {
        status: { from: 'placed', to: 'shipped' },
        carrier: { from: null, to: 'Aramex' },
        trackingNumber: { from: null, to: 'AX123456' },
      },
    });
    const before = await countEntries();
    expect((await kit.updateStatus(order._id, 'shipped')).statusCode).toBe(409);
    expect(await countEntries()).toBe(before);

    expect((await kit.sendOtp(order._id)).statusCode).toBe(200);
    expect((await newest({ objectType: 'order', objectId: order._id }))?.changes).toEqual({
      status: { from: 'shipped', to: 'out-for-delivery' },
    });
    expect((await kit.updateStatus(order._id, 'cancelled')).statusCode).toBe(200);
    expect((await newest({ objectType: 'order', objectId: order._id }))?.changes).toMatchObject({
      status: { from: 'out-for-delivery', to: 'cancelled' },
    });
  });
});

describe('return writes', () => {
  it('records a status change, and not a refused one', async () => {
    const kit = adminReturnsKit(app);
    const { ret } = await kit.requested({ returntype: 'save_to_wallet', priceFils: 5000 });
    const res = await kit.status(ret.returnid, 'approved_by_shop_owner');
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest({ objectType: 'return', objectId: ret._id })).toMatchObject({
      action: 'return.status',
      objectLabel: ret.returnid,
      changes: { status: { from: 'return_requested', to: 'approved_by_shop_owner' } },
    });
    const refused = await countEntries();
    expect((await kit.status(ret.returnid, 'picked_up')).statusCode).toBe(409);
    expect(await countEntries()).toBe(refused);
  });
});

describe('runs and wallets name what they touched', () => {
  it('answers a bulk action with the first products it changed and how many more', async () => {
    const kit = adminProductKit(app);
    const items = Array.from({ length: AUDIT_RUN_PRODUCTS_SHOWN + 2 }, () => fixtureProduct());
    await seedProducts(app, items);
    const ids = items.map((p) => p.productid);
    const res = await kit.call('POST', '/api/admin/products/bulk-discount', { ids, discount: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const run = await newest({ objectType: 'bulk' });
    expect(run).toMatchObject({
      action: 'bulk.discount',
      objectLabel: `${ids.length} products`,
      products: { more: 2 },
    });
    // In the order the run changed them: any ten of the twelve, each once.
    const shown = run?.products?.productids ?? [];
    expect(new Set(shown).size).toBe(AUDIT_RUN_PRODUCTS_SHOWN);
    expect(shown.every((id) => ids.includes(id))).toBe(true);
    // The ids are answered once, as links, not again among the changes.
    expect(run?.changes).toEqual({ count: ids.length, discount: 30 });
  });

  it('answers an import with the products it changed', async () => {
    const kit = importExportKit(app);
    const product = await kit.products.addProduct({ name: 'Audit Import Abaya' });
    const rows = (await kit.exportProducts()).rows.filter((r) => r.productid === product.productid);
    const res = await kit.importCsv(kit.csvOf(rows.map((r) => ({ ...r, price: '99.00' }))));
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest({ objectType: 'import' })).toMatchObject({
      action: 'import.products',
      products: { productids: [product.productid], more: 0 },
      changes: { created: 0, updated: 1, unchanged: 0 },
    });
  });

  it('files a wallet adjustment under the customer, with no run products', async () => {
    const shopper = await checkoutKit(app).shopper();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${shopper.userId}/wallet/adjust`,
      headers: bearer(readerToken),
      payload: { type: 'credit', amount: 10, reason: 'Goodwill', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newest({ objectType: 'wallet' })).toMatchObject({
      action: 'wallet.credit',
      objectId: shopper.userId,
      products: null,
    });
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists newest first, filters by kind and object, and pages older entries by `before`', async () => {
    const all = await log({ limit: '3' });
    expect(all.entries).toHaveLength(3);
    const times = all.entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.nextBefore).toBe(all.entries[2]?._id);
    const older = await log({ limit: '3', before: all.nextBefore as string });
    const oldest = all.entries[2]?.createdAt ?? '';
    expect(older.entries.every((e) => e.createdAt <= oldest)).toBe(true);
    expect(older.entries.map((e) => e._id)).not.toContain(all.entries[2]?._id);

    const offers = await log({ objectType: 'offer' });
    expect(offers.entries.map((e) => e.action)).toEqual([
      'offer.delete',
      'offer.update',
      'offer.create',
    ]);
    expect(offers.nextBefore).toBeNull();
  });

  it('refuses a bad query with 400', async () => {
    const bad: Record<string, string>[] = [
      { limit: '1000' },
      { objectType: 'user' },
      { before: 'nope' },
    ];
    for (const query of bad) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/audit-log',
        query,
        headers: bearer(readerToken),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('the log cannot be changed', () => {
  it('has no call that edits or deletes it', async () => {
    const { entries } = await log({ limit: '1' });
    const id = entries[0]?._id as string;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit-log', `/api/admin/audit-log/${id}`]) {
        const res = await app.inject({
          method,
          url,
          headers: bearer(readerToken),
          payload: { changes: {} },
        });
        expect([404, 405]).toContain(res.statusCode);
      }
    }
    expect((await log({ limit: '1' })).entries[0]).toEqual(entries[0]);
  });

  it('is refused an UPDATE, a DELETE or a TRUNCATE by the database itself', async () => {
    const before = await countEntries();
    await expect(app.db.update(adminAuditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(app.db.delete(adminAuditLog)).rejects.toThrow();
    await expect(app.db.execute(sql`TRUNCATE admin_audit_log`)).rejects.toThrow();
    expect(await countEntries()).toBe(before);
    expect((await log({ limit: '100' })).entries.map((e) => e.action)).not.toContain('forged');
  });
});
