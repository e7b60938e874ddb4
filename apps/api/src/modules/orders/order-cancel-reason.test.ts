import { eq } from 'drizzle-orm';
import { adminOrderAnswer } from '@store/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { appWithSmtp } from '../mails/mails-test-kit';
import { bearer } from '../auth/test-users';
import { adminOrdersKit } from './admin-orders-test-kit';

const OWNER = 'owner@souq.test';
let env: Awaited<ReturnType<typeof appWithSmtp>>;
let kit: ReturnType<typeof adminOrdersKit>;

beforeAll(async () => {
  env = await appWithSmtp({ owner: OWNER });
  kit = adminOrdersKit(env.app);
});
afterAll(() => env.close());

const ask = (token: string, payload: Record<string, unknown>, language = 'en') =>
  env.app.inject({
    method: 'POST',
    url: '/api/order/cancel',
    headers: { ...bearer(token), 'accept-language': language },
    payload,
  });

/** The order as Manage Orders reads it, checked against the answer's contract. */
async function consoleRow(orderid: string) {
  const res = await kit.list({ flag: 'cancel-requested' });
  const row: unknown = res.json().orders.find((o: { orderid: string }) => o.orderid === orderid);
  return row === undefined ? undefined : adminOrderAnswer.parse(row);
}

// Each test places and ships orders: on a busy machine that takes more than the default 30 s.
describe('why a shopper asks to cancel a shipped order', { timeout: 90_000 }, () => {
  it('is kept with the request, shown to the console, and mailed to the owner in English and Arabic', async () => {
    const { s, order } = await kit.shipped({ payment: 'wallet' });
    const note = 'Saw the same kaftan for less\nat the mall';
    const res = await ask(s.token, { orderid: order.orderid, reason: 'better_price', note });
    expect(res.statusCode).toBe(202);

    expect((await consoleRow(order.orderid))?.cancelRequest).toEqual({
      at: expect.any(String),
      reason: 'better_price',
      note,
    });

    const mail = await env.mailTo(OWNER, order.orderid);
    expect(mail.subject).toBe(
      `Cancellation requested for order ${order.orderid} · طلب إلغاء للطلب ${order.orderid}`,
    );
    // English first, then the Arabic, each with the reason and the shopper's words.
    const english = mail.text.indexOf('A customer asked to cancel a shipped order');
    const arabic = mail.text.indexOf('طلب عميل إلغاء طلب تم شحنه');
    expect(english).toBeGreaterThanOrEqual(0);
    expect(arabic).toBeGreaterThan(english);
    expect(mail.text).toContain('Reason: Found a better price');
    expect(mail.text).toContain('السبب: وجدت سعرًا أفضل');
    // The shopper's words keep their own direction in either card.
    expect(mail.text).toContain('Note: \u2068Saw the same kaftan for less');
    expect(mail.text).toContain('الملاحظة: \u2068Saw the same kaftan for less');
    expect(mail.text).toContain('وهو الآن مع شركة الشحن (تم شحنه)');
    // The Arabic card reads right to left inside the English mail.
    expect(mail.html).toMatch(/<div dir="rtl" lang="ar">طلب عميل إلغاء طلب تم شحنه<\/div>/);
    expect(mail.html).toContain('وجدت سعرًا أفضل');
    expect(mail.html).toMatch(/<table dir="rtl" lang="ar"/);
  });

  it('is optional: the original payload asks as before, and the owner reads that none was given', async () => {
    const { s, order } = await kit.shipped({ payment: 'wallet' });
    expect((await ask(s.token, { orderid: order.orderid })).statusCode).toBe(202);
    expect((await consoleRow(order.orderid))?.cancelRequest).toMatchObject({
      reason: null,
      note: null,
    });
    const mail = await env.mailTo(OWNER, order.orderid);
    expect(mail.text).toContain('Reason: Not given');
    expect(mail.text).toContain('السبب: لم يُذكر');
    expect(mail.text).not.toContain('Note:');
  });

  it('refuses a reason off the list or a note over 500 characters, in Arabic when asked, and asks nothing', async () => {
    const { s, order } = await kit.shipped({ payment: 'wallet' });
    const bad = await ask(s.token, { orderid: order.orderid, reason: 'cheaper' }, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      fields: { reason: 'يُرجى اختيار سبب من القائمة' },
    });
    const long = await ask(s.token, { orderid: order.orderid, note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { note: 'Note is too long' } });
    const [row] = await env.app.db.select().from(orders).where(eq(orders.orderid, order.orderid));
    expect(row).toMatchObject({ cancelRequestedAt: null, cancelReason: null, cancelNote: null });
  });

  it('goes with the request when the owner declines it', async () => {
    const { s, order } = await kit.shipped({ payment: 'wallet' });
    await ask(s.token, { orderid: order.orderid, reason: 'changed_mind', note: 'Sorry' });
    const res = await kit.adminPost('/api/admin/orders/cancelRequest', {
      orderid: order.orderid,
      decision: 'declined',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order.cancelRequest).toBeNull();
    const [row] = await env.app.db.select().from(orders).where(eq(orders.orderid, order.orderid));
    expect(row).toMatchObject({ cancelReason: null, cancelNote: null });
  });
});
