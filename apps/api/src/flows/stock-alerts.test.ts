import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail, productVariants, stockAlerts, users } from '#db/schema';
import { adminProductKit, specClient } from '../modules/catalog/admin-product-test-kit';
import { bearer, registerShopper } from '../modules/auth/test-users';
import { appWithSmtp } from '../modules/mails/mails-test-kit';
import { adminReturnsKit } from '../modules/returns/admin-returns-test-kit';
import { mailDueAlerts } from './stock-alerts';

let app: FastifyInstance;
let env: Awaited<ReturnType<typeof appWithSmtp>>;
let products: ReturnType<typeof adminProductKit>;
let returns: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  env = await appWithSmtp();
  app = env.app;
  products = adminProductKit(app);
  returns = adminReturnsKit(app);
});
afterAll(() => env.close());

interface Variant {
  color: string;
  size: string;
  sku: string;
  stock: number;
}
type Product = { _id: string; productid: string; name: string; variants: Variant[] };

/** A console product (real pictures) with Navy L sold out and every other variant at 4. */
async function soldOutL(): Promise<Product> {
  const added = (await products.addProduct({ stock: 24 })) as unknown as Product;
  return setStock(added, 'Navy', 'L', 0);
}

/** The console's edit of one variant's stock (the product form's save). */
async function setStock(p: Product, color: string, size: string, stock: number) {
  const variants = p.variants.map((v) =>
    v.color === color && v.size === size ? { ...v, stock } : { ...v, stock: v.stock || 4 },
  );
  const res = await products.call('PUT', '/api/admin/products/update-product', {
    ...specClient(p),
    variants,
  });
  if (res.statusCode !== 200) throw new Error(`update failed: ${res.body}`);
  return res.json<{ product: Product }>().product;
}

const notify = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/stock-alerts', headers, payload: body });

async function outboxTo(to: string) {
  return app.db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.toAddress, to), eq(outgoingMail.kind, 'back_in_stock')));
}

describe('Notify me', () => {
  it('takes one tap from a shopper, an address from a visitor, and refuses a size in stock', async () => {
    const p = await soldOutL();
    const s = await registerShopper(app);
    const variant = { productId: p.productid, color: 'Navy', size: 'L' };
    const first = await notify(variant, bearer(s.token));
    expect(first.statusCode).toBe(201);
    const again = await notify(variant, bearer(s.token));
    expect(again.json().alert._id).toBe(first.json().alert._id);

    const list = await app.inject({
      method: 'GET',
      url: '/api/stock-alerts',
      headers: bearer(s.token),
    });
    expect(list.json().alerts).toEqual([
      {
        _id: first.json().alert._id,
        productid: p.productid,
        name: p.name,
        color: 'Navy',
        size: 'L',
        image: expect.stringMatching(/^\/media\/.+\.webp$/),
        createdAt: expect.any(String),
      },
    ]);

    const visitor = await notify({ ...variant });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().fields).toEqual({ email: 'Please enter your email address' });
    const visitorAr = await notify({ ...variant }, { 'accept-language': 'ar' });
    expect(visitorAr.json().fields).toEqual({ email: 'يرجى إدخال بريدك الإلكتروني' });
    expect((await notify({ ...variant, email: 'Guest@Example.ae' })).statusCode).toBe(201);

    const inStock = await notify({ ...variant, size: 'M' }, bearer(s.token));
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().code).toBe('ALERT_IN_STOCK');
    const unknown = await notify({ ...variant, size: 'XXL' }, bearer(s.token));
    expect(unknown.statusCode).toBe(400);
    const missing = await notify({ ...variant, productId: 'NOPE-1' }, bearer(s.token));
    expect(missing.statusCode).toBe(404);
  });

  it('lets the shopper remove an alert from the profile, and no one else', async () => {
    const p = await soldOutL();
    const s = await registerShopper(app);
    const other = await registerShopper(app);
    const made = await notify({ productId: p._id, color: 'Navy', size: 'L' }, bearer(s.token));
    const id = made.json().alert._id as string;
    const url = `/api/stock-alerts/${id}`;
    const foreign = await app.inject({ method: 'DELETE', url, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(404);
    const removed = await app.inject({ method: 'DELETE', url, headers: bearer(s.token) });
    expect(removed.json()).toEqual({ success: true });
    const list = await app.inject({
      method: 'GET',
      url: '/api/stock-alerts',
      headers: bearer(s.token),
    });
    expect(list.json().alerts).toEqual([]);
  });
});

describe('back in stock', () => {
  it('mails each waiting shopper once, in their language, with the picture, size and link, after a console edit', async () => {
    const p = await soldOutL();
    const en = await registerShopper(app);
    const ar = await registerShopper(app);
    await app.db.update(users).set({ language: 'ar' }).where(eq(users.id, ar.user._id));
    const variant = { productId: p._id, color: 'Navy', size: 'L' };
    await notify(variant, bearer(en.token));
    await notify(variant, bearer(ar.token));
    await notify({ ...variant, email: 'visitor.ar@example.ae' }, { 'accept-language': 'ar' });

    await setStock(p, 'Navy', 'L', 3);
    const mail = await env.mailTo(en.email, 'Back in stock');
    expect(mail.subject).toBe(`Back in stock: ${p.name} (L)`);
    expect(mail.text).toContain('Size: L');
    expect(mail.text).toContain('Colour: Navy');
    expect(mail.text).toMatch(new RegExp(`Shop it now: http://[^ ]+/product/view/${p.productid}`));
    // The picture as a JPEG any mail client shows, at the store's address.
    expect(mail.html).toMatch(/<img[^>]+src="http:\/\/[^"]+\/share-image\/[^"]+\.jpg"/);
    const arabic = await env.mailTo(ar.email, 'عاد إلى المخزون');
    expect(arabic.text).toContain('المقاس: L');
    expect(arabic.text).toContain(`/ar/product/view/${p.productid}`);
    await env.mailTo('visitor.ar@example.ae', 'عاد إلى المخزون');

    // Sold out and restocked again: the alerts were answered, nobody gets a second mail.
    const emptied = await setStock(p, 'Navy', 'L', 0);
    await setStock(emptied, 'Navy', 'L', 2);
    await mailDueAlerts(app);
    for (const to of [en.email, ar.email, 'visitor.ar@example.ae']) {
      expect(await outboxTo(to)).toHaveLength(1);
    }
  });

  it('fires on a cancelled order that puts the last unit back, and on a returned unit restocked at pickup', async () => {
    // The order takes the last Navy M; its cancel brings it back.
    const placed = await returns.place({ stock: 2, quantity: 2 });
    const waiting = await registerShopper(app);
    const variant = { productId: placed.p.id, color: 'Navy', size: 'M' };
    expect((await notify(variant, bearer(waiting.token))).statusCode).toBe(201);
    const cancelled = await returns.cancel(placed.s.token, placed.order._id);
    expect(cancelled.statusCode).toBe(200);
    await env.mailTo(waiting.email, 'Back in stock');

    // A delivered M returned for credit, sold out meanwhile, goes back to M at pickup.
    const { s, p, ret } = await returns.requested({ quantity: 1, stock: 2 });
    await app.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(and(eq(productVariants.productId, p.id), eq(productVariants.size, 'M')));
    const later = await registerShopper(app);
    await notify({ productId: p.id, color: 'Navy', size: 'M' }, bearer(later.token));
    await returns.walk(ret._id, ['approved_by_shop_owner', 'pickup_scheduled']);
    await returns.sendCode(ret.returnid);
    const code = await returns.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    expect((await returns.verify(ret.returnid, code)).statusCode).toBe(200);
    await env.mailTo(later.email, 'Back in stock');
  });

  it('mails every alert once when two senders run at once', async () => {
    const p = await soldOutL();
    const emails = Array.from({ length: 30 }, (_, i) => `crowd${i}.${p.productid}@example.ae`);
    for (const email of emails) {
      await app.db.insert(stockAlerts).values({
        productId: p._id,
        color: 'Navy',
        size: 'L',
        email,
        language: 'en',
      });
    }
    await app.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(
        and(
          eq(productVariants.productId, p._id),
          eq(productVariants.color, 'Navy'),
          eq(productVariants.size, 'L'),
        ),
      );
    await Promise.all([mailDueAlerts(app), mailDueAlerts(app)]);
    for (const email of emails) expect(await outboxTo(email)).toHaveLength(1);
  });

  it('shows the Low stock page how many wait for each variant, most waiting first', async () => {
    const p = await soldOutL();
    for (let i = 0; i < 3; i += 1) {
      await notify({ productId: p._id, color: 'Navy', size: 'L', email: `low${i}@example.ae` });
    }
    const admin = await products.admin();
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/products/low-stock?threshold=0&sort=waiting',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const first = res.json().items[0];
    expect(first).toMatchObject({ productid: p.productid, color: 'Navy', size: 'L', waiting: 3 });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/admin/products/low-stock?sort=price',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
