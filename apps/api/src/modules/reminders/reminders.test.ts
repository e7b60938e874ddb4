import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, orders, outgoingMail, products, users } from '#db/schema';
import { adminToken } from '#test/admin-token';
import type { ParsedMail } from '#test/smtp-listener';
import { bearer, registerShopper } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { appWithSmtp } from '../mails/mails-test-kit';
import { ordersKit } from '../orders/orders-test-kit';
import { sweepReminders } from './index';
import { reminderDeps } from './reminder-sweep';

const HOUR = 60 * 60_000;

let kit: Awaited<ReturnType<typeof appWithSmtp>>;
let app: FastifyInstance;
let shop: ReturnType<typeof checkoutKit>;
let placing: ReturnType<typeof ordersKit>;

beforeAll(async () => {
  kit = await appWithSmtp();
  app = kit.app;
  shop = checkoutKit(app);
  placing = ordersKit(app);
});
afterAll(() => kit.close());

/** The store's clock `ms` after the real one (cart lines carry the database's real times). */
const clockAhead = (ms: number) => {
  app.clock.now = () => new Date(Date.now() + ms);
};
const realClock = () => {
  app.clock.now = () => new Date();
};

const json = (res: { json: <T>() => T }) => res.json<Record<string, unknown>>();

async function consenting(overrides: Record<string, unknown> = {}) {
  const s = await registerShopper(app, { marketingConsent: true, ...overrides });
  return { ...s, userId: s.user._id };
}

const addToBag = (token: string, productid: string, quantity = 1, size = 'M') =>
  app.inject({
    method: 'POST',
    url: '/api/cart/addCartProduct',
    headers: bearer(token),
    payload: { productid, quantity, selections: { color: 'Navy', size } },
  });

/** The reminder mails of `kind` written to `email`, as the outbox holds them. */
const queued = async (email: string, kind = 'bag_reminder') =>
  app.db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.toAddress, email), eq(outgoingMail.kind, kind)));

const tokenIn = (mail: ParsedMail) => {
  const match = /\/profile\?unsubscribe=([^\s"&<]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in:\n${mail.text}`);
  return decodeURIComponent(match[1]);
};

const unsubscribe = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/marketing/unsubscribe', payload, headers });

const consentOf = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/marketing', headers: bearer(token) })).json<{
    marketingConsent: boolean;
    changedAt: string | null;
  }>();

describe('marketing consent', () => {
  it('is off unless the registration box is ticked, and the profile gives and withdraws it', async () => {
    const plain = await registerShopper(app);
    expect(await consentOf(plain.token)).toEqual({
      success: true,
      marketingConsent: false,
      changedAt: null,
    });
    const agreed = await registerShopper(app, { marketingConsent: true });
    const given = await consentOf(agreed.token);
    expect(given.marketingConsent).toBe(true);
    expect(given.changedAt).not.toBeNull();

    const off = await app.inject({
      method: 'PUT',
      url: '/api/user/marketing',
      headers: bearer(agreed.token),
      payload: { marketingConsent: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ marketingConsent: boolean }>().marketingConsent).toBe(false);

    const data = await app.inject({
      method: 'GET',
      url: '/api/auth/my-data',
      headers: bearer(agreed.token),
    });
    const consent = data.json<{
      consent: { language: string; marketing: { granted: boolean; changes: unknown[] } };
    }>().consent;
    expect(consent.language).toBe('en');
    expect(consent.marketing.granted).toBe(false);
    expect(consent.marketing.changes).toEqual([
      { granted: true, source: 'registration', at: expect.any(String) },
      { granted: false, source: 'profile', at: expect.any(String) },
    ]);
  });

  it('refuses anything but yes or no, in the request’s language, and keeps the choice', async () => {
    const s = await consenting();
    for (const [language, message] of [
      ['en', 'Marketing consent must be yes or no'],
      ['ar', 'يجب أن تكون الموافقة على الرسائل التسويقية نعم أو لا'],
    ] as const) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/marketing',
        headers: { ...bearer(s.token), 'accept-language': language },
        payload: { marketingConsent: 'yes' },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(json(res))).toContain(message);
    }
    expect((await consentOf(s.token)).marketingConsent).toBe(true);
  });
});

describe('the bag left behind', () => {
  it('mails one reminder after CART_REMINDER_HOURS, with today’s prices, stock, the bag and the way out', async () => {
    const s = await consenting();
    const p = await shop.product({ name: 'Sand Linen Shirt', priceFils: 10_000, stock: 3 });
    expect((await addToBag(s.token, p.id, 2)).statusCode).toBe(200);
    // The owner lowers the price after the shopper left: the mail says today's.
    await app.db.update(products).set({ priceFils: 8_000 }).where(eq(products.id, p.id));

    clockAhead(4 * HOUR - 5 * 60_000);
    await sweepReminders(reminderDeps(app));
    expect(await queued(s.email)).toHaveLength(0);

    clockAhead(4 * HOUR + 60_000);
    expect((await sweepReminders(reminderDeps(app))).bags).toBeGreaterThanOrEqual(1);
    const mail = await kit.mailTo(s.email, 'You left something in your bag');
    // AED 80.00 + 5 % VAT = AED 84.00 a unit, two of them; three left of Navy M.
    expect(mail.text).toContain('Sand Linen Shirt (Navy, M) × 2: AED 168.00, only 3 left');
    expect(mail.text).toContain('Bag total: AED 168.00');
    expect(mail.text).toMatch(/Back to your bag: http:\/\/[^\s]+\/cart\r?\n/);
    expect(mail.html).toContain('Unsubscribe</a>');
    const token = tokenIn(mail);
    expect(mail.headers.get('list-unsubscribe')).toBe(
      `<${mail.text.match(/(http:\/\/[^/\s]+)\/cart/)?.[1]}/api/marketing/unsubscribe?token=${encodeURIComponent(token)}>`,
    );
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Later rounds find the same bag: no second mail.
    clockAhead(30 * HOUR);
    await sweepReminders(reminderDeps(app));
    expect(await queued(s.email)).toHaveLength(1);
    realClock();
  });

  it('reminds again only once the bag has changed and waited again', async () => {
    const s = await consenting();
    const p = await shop.product({ priceFils: 5_000 });
    await addToBag(s.token, p.id, 1);
    clockAhead(5 * HOUR);
    await sweepReminders(reminderDeps(app));
    expect(await queued(s.email)).toHaveLength(1);

    realClock();
    await addToBag(s.token, p.id, 1, 'L');
    clockAhead(2 * HOUR);
    await sweepReminders(reminderDeps(app));
    expect(await queued(s.email)).toHaveLength(1);
    clockAhead(4 * HOUR + 60_000);
    await sweepReminders(reminderDeps(app));
    expect(await queued(s.email)).toHaveLength(2);
    realClock();
  });

  it('mails nobody who did not agree, and nobody who withdrew', async () => {
    const never = await registerShopper(app);
    const withdrew = await consenting();
    const p = await shop.product();
    await addToBag(never.token, p.id);
    await addToBag(withdrew.token, p.id);
    await app.inject({
      method: 'PUT',
      url: '/api/user/marketing',
      headers: bearer(withdrew.token),
      payload: { marketingConsent: false },
    });
    clockAhead(6 * HOUR);
    await sweepReminders(reminderDeps(app));
    expect(await queued(never.email)).toHaveLength(0);
    expect(await queued(withdrew.email)).toHaveLength(0);
    realClock();
  });

  it('mails nobody whose account was erased, and the history says the consent went with it', async () => {
    const s = await consenting();
    const p = await shop.product();
    await addToBag(s.token, p.id);
    const admin = bearer(await adminToken(app));
    const erased = await app.inject({
      method: 'POST',
      url: `/api/admin/customers/${s.userId}/erase`,
      headers: admin,
    });
    expect(erased.statusCode).toBe(200);
    clockAhead(6 * HOUR);
    await sweepReminders(reminderDeps(app));
    realClock();
    const rows = await app.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.kind, 'bag_reminder'));
    expect(rows.filter((r) => r.toAddress.includes(s.userId) || r.toAddress === s.email)).toEqual(
      [],
    );
    const [row] = await app.db.select().from(users).where(eq(users.id, s.userId));
    expect(row?.marketingConsent).toBe(false);
    const data = await app.inject({
      method: 'GET',
      url: `/api/admin/customers/${s.userId}/data`,
      headers: admin,
    });
    expect(data.statusCode).toBe(200);
    expect(
      data
        .json<{ consent: { marketing: { changes: { source: string }[] } } }>()
        .consent.marketing.changes.map((c) => c.source),
    ).toEqual(['registration', 'erasure']);
  });

  it('never reminds of a bag whose products an order since bought', async () => {
    const s = await shop.shopper();
    await app.db.update(users).set({ marketingConsent: true }).where(eq(users.id, s.userId));
    const { p, order } = await placing.place({ shopper: s });
    // A line of the same product left in the bag from before the order (another colour).
    const [placed] = await app.db.select().from(orders).where(eq(orders.id, order._id));
    const before = new Date((placed?.createdAt ?? new Date()).getTime() - 60_000);
    await app.db.insert(cartLines).values({
      userId: s.userId,
      productId: p.id,
      color: 'White',
      size: 'S',
      quantity: 1,
      createdAt: before,
      updatedAt: before,
    });
    clockAhead(5 * HOUR);
    await sweepReminders(reminderDeps(app));
    expect(await queued(s.email)).toHaveLength(0);
    realClock();
  });

  it('writes to an Arabic account in Arabic, right to left', async () => {
    const s = await consenting();
    await app.db.update(users).set({ language: 'ar' }).where(eq(users.id, s.userId));
    const p = await shop.product({ name: 'Abaya', nameAr: 'عباية كتان', priceFils: 20_000 });
    await addToBag(s.token, p.id, 1);
    clockAhead(5 * HOUR);
    await sweepReminders(reminderDeps(app));
    const mail = await kit.mailTo(s.email, 'تركت بعض القطع في حقيبتك');
    expect(mail.text).toContain('عباية كتان (Navy، M) × 1: 210.00 د.إ، متوفر');
    expect(mail.text).toMatch(/العودة إلى حقيبتك: http:\/\/[^\s]+\/ar\/cart\r?\n/);
    expect(mail.text).toContain('/ar/profile?unsubscribe=');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('إلغاء الاشتراك</a>');
    realClock();
  });
});

describe('the unsubscribe link', () => {
  async function remindedShopper() {
    const s = await consenting();
    const p = await shop.product();
    await addToBag(s.token, p.id);
    clockAhead(5 * HOUR);
    await sweepReminders(reminderDeps(app));
    realClock();
    const mail = await kit.mailTo(s.email, 'You left something in your bag');
    return { s, token: tokenIn(mail) };
  }

  it('unsubscribes without signing in, and says so twice', async () => {
    const { s, token } = await remindedShopper();
    const res = await unsubscribe({ token });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      success: true,
      message: 'You will get no more reminders or offers by mail.',
    });
    expect((await consentOf(s.token)).marketingConsent).toBe(false);
    expect((await unsubscribe({ token })).statusCode).toBe(200);
    const data = await app.inject({
      method: 'GET',
      url: '/api/auth/my-data',
      headers: bearer(s.token),
    });
    expect(
      data.json<{ consent: { marketing: { changes: { source: string }[] } } }>().consent.marketing
        .changes,
    ).toEqual([
      expect.objectContaining({ granted: true, source: 'registration' }),
      expect.objectContaining({ granted: false, source: 'unsubscribe' }),
    ]);
  });

  it('takes the one-click POST mail clients send to List-Unsubscribe', async () => {
    const { s, token } = await remindedShopper();
    const res = await app.inject({
      method: 'POST',
      url: `/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await consentOf(s.token)).marketingConsent).toBe(false);
  });

  it('refuses a changed token with 400 in the request’s language, and changes nothing', async () => {
    const { s, token } = await remindedShopper();
    const last = token.slice(-1);
    const changed = [
      token.slice(0, -1) + (last === 'A' ? 'B' : 'A'),
      // Another account's id under this one's signature.
      `${(await consenting()).userId}${token.slice(token.indexOf('.'))}`,
      'not-a-token',
    ];
    for (const bad of changed) {
      const res = await unsubscribe({ token: bad });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        error: 'This unsubscribe link is not valid',
        code: 'INVALID_UNSUBSCRIBE_LINK',
      });
    }
    const arabic = await unsubscribe({ token: changed[0] }, { 'accept-language': 'ar-AE' });
    expect(arabic.statusCode).toBe(400);
    expect(json(arabic).error).toBe('رابط إلغاء الاشتراك هذا غير صالح');
    expect((await unsubscribe({})).statusCode).toBe(400);
    expect((await unsubscribe({ token: 'x'.repeat(10_000) })).statusCode).toBe(400);
    expect((await consentOf(s.token)).marketingConsent).toBe(true);
  });
});

describe('the price drop on the wishlist', () => {
  const wish = (token: string, productid: string) =>
    app.inject({
      method: 'POST',
      url: '/api/wishlist/addWishlist',
      headers: bearer(token),
      payload: { productid },
    });
  const price = (id: string, priceFils: number) =>
    app.db.update(products).set({ priceFils }).where(eq(products.id, id));

  it('mails once when a wishlisted product’s price falls by at least 10 %', async () => {
    const s = await consenting();
    const never = await registerShopper(app);
    const p = await shop.product({ name: 'Silk Scarf', priceFils: 20_000 });
    expect((await wish(s.token, p.id)).statusCode).toBe(200);
    expect((await wish(never.token, p.id)).statusCode).toBe(200);
    await sweepReminders(reminderDeps(app));

    await price(p.id, 18_100); // 9.5 % less: no mail
    await sweepReminders(reminderDeps(app));
    expect(await queued(s.email, 'price_drop')).toHaveLength(0);

    await price(p.id, 18_000); // 10 % less
    await sweepReminders(reminderDeps(app));
    await sweepReminders(reminderDeps(app));
    const mail = await kit.mailTo(s.email, 'Silk Scarf is now 10% less');
    expect(mail.text).toContain('Was: AED 210.00');
    expect(mail.text).toContain('Now: AED 189.00');
    expect(mail.text).toContain(`/product/view/${p.id}`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await queued(s.email, 'price_drop')).toHaveLength(1);
    expect(await queued(never.email, 'price_drop')).toHaveLength(0);

    // A rise and the fall back to the same price are no new drop.
    await price(p.id, 20_000);
    await sweepReminders(reminderDeps(app));
    await price(p.id, 18_000);
    await sweepReminders(reminderDeps(app));
    expect(await queued(s.email, 'price_drop')).toHaveLength(1);
  });
});

describe('the console’s reminder figures', () => {
  it('counts the reminders sent and those an order followed within 7 days', async () => {
    const admin = bearer(await adminToken(app));
    const stats = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/admin/dashboard/reminders', headers: admin })
      ).json<{ days: number; bagReminders: { sent: number; followedByOrder: number } }>();
    const before = await stats();
    expect(before.days).toBe(30);

    const s = await shop.shopper();
    await app.db.update(users).set({ marketingConsent: true }).where(eq(users.id, s.userId));
    const p = await shop.product();
    await addToBag(s.token, p.id);
    // The reminder goes out now; the order follows it.
    await app.db
      .update(cartLines)
      .set({
        updatedAt: new Date(Date.now() - 5 * HOUR),
        createdAt: new Date(Date.now() - 5 * HOUR),
      })
      .where(eq(cartLines.userId, s.userId));
    await sweepReminders(reminderDeps(app));
    const after = await stats();
    expect(after.bagReminders.sent).toBe(before.bagReminders.sent + 1);
    expect(after.bagReminders.followedByOrder).toBe(before.bagReminders.followedByOrder);

    await placing.place({ shopper: s });
    const bought = await stats();
    expect(bought.bagReminders.followedByOrder).toBe(before.bagReminders.followedByOrder + 1);

    const shopperCall = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/reminders',
      headers: bearer(s.token),
    });
    expect(shopperCall.statusCode).toBe(403);
  });
});
