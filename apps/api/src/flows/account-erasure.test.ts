import { ERASED_NAME, erasedEmail } from '@store/domain';
import { accountErasureAnswer, customerProfileAnswer } from '@store/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, oneTimeCodes, orders, taxCreditNotes, users, wallets } from '#db/schema';
import { pdfText } from '#test/pdf-text';
import { adminKit } from '../modules/auth/admin-test-kit';
import { appWithSmtp } from '../modules/mails/mails-test-kit';
import { erasureKit } from './account-erasure-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof erasureKit>;
let close: () => Promise<void>;
beforeAll(async () => {
  const started = await appWithSmtp();
  app = started.app;
  close = started.close;
  kit = erasureKit(app, started.smtp);
});
afterAll(() => close());

/** Tables that keep what they held by law: the tax invoices as issued (decision 79). */
const KEPT_BY_LAW = ['tax_invoices'];

describe('the code that confirms deleting an account', () => {
  it('is mailed to the shopper; a wrong one is a 400 and changes nothing', async () => {
    const s = await kit.shopper();
    const code = await kit.deletionCode(s);
    const wrong = await kit.confirm(s.token, code === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, error: 'Invalid OTP' });
    expect((await kit.login(s.email, s.password)).statusCode).toBe(200);
    const arabic = await app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { authorization: `Bearer ${s.token}`, 'accept-language': 'ar' },
      payload: { code: 'abc' },
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().error).not.toBe('Invalid OTP');
  });

  it('works once: the code of an earlier request, and a used one, fail', async () => {
    const s = await kit.shopper();
    const first = await kit.deletionCode(s);
    const second = await kit.deletionCode(s);
    if (first !== second) expect((await kit.confirm(s.token, first)).statusCode).toBe(400);
    const done = await kit.confirm(s.token, second);
    expect(done.statusCode).toBe(200);
    expect(accountErasureAnswer.parse(done.json()).erasure).toEqual({
      ordersKept: 0,
      invoicesKept: 0,
      walletForfeited: 0,
    });
    // The account is gone with its sessions: the same code again is refused, twice over.
    for (let i = 0; i < 2; i += 1) {
      expect((await kit.confirm(s.token, second)).statusCode).toBe(401);
    }
  });

  it("of one shopper does not delete another's account", async () => {
    const a = await kit.shopper();
    const b = await kit.shopper();
    const code = await kit.deletionCode(a);
    expect((await kit.confirm(b.token, code)).statusCode).toBe(400);
    expect((await kit.login(b.email, b.password)).statusCode).toBe(200);
  });
});

describe('deleting an account', () => {
  it('ends sign-in and sessions and erases the person from every table but the invoices', async () => {
    const s = await kit.busyShopper();
    const done = await kit.confirm(s.token, await kit.deletionCode(s));
    expect(done.statusCode).toBe(200);
    const { erasure } = accountErasureAnswer.parse(done.json());
    expect(erasure.ordersKept).toBe(2);
    expect(erasure.invoicesKept).toBe(2);
    expect(erasure.walletForfeited).toBeGreaterThan(0);

    for (const needle of [s.email, s.mobile.slice(4), s.fullname, s.street]) {
      // The invoiced orders keep the name and address their invoices printed.
      const kept = needle === s.fullname || needle === s.street ? ['orders'] : [];
      expect(await kit.tablesHolding(needle, [...KEPT_BY_LAW, ...kept])).toEqual([]);
    }
    const [order] = await app.db.select().from(orders).where(eq(orders.id, s.delivered._id));
    expect(order?.shippingAddress).toMatchObject({ username: s.fullname, mobileno: '' });
    const [account] = await app.db.select().from(users).where(eq(users.id, s.userId));
    expect(account).toMatchObject({
      fullname: ERASED_NAME,
      email: erasedEmail(s.userId),
      phoneno: null,
      passwordHash: null,
    });
    const [wallet] = await app.db.select().from(wallets).where(eq(wallets.userId, s.userId));
    expect(wallet?.balanceFils).toBe(0);

    expect((await kit.login(s.email, s.password)).json()).toMatchObject({
      error: 'Invalid email or password',
    });
    expect((await kit.get(s.token, '/api/auth/getUser')).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullname: 'Layla Again', email: s.email, password: 'secret123' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('leaves the invoice and credit note PDFs to the owner, with the name they printed', async () => {
    const s = await kit.busyShopper();
    await kit.confirm(s.token, await kit.deletionCode(s));
    const admin = adminKit(app);
    const invoice = await admin.get(`/api/admin/orders/${s.delivered.orderid}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(await pdfText(invoice.rawPayload)).toContain(s.fullname);
    const [note] = await app.db
      .select()
      .from(taxCreditNotes)
      .where(eq(taxCreditNotes.orderId, s.cancelled._id));
    const credit = await admin.get(
      `/api/admin/orders/${s.cancelled._id}/credit-notes/${note?.number}`,
    );
    expect(credit.statusCode).toBe(200);
    expect(await pdfText(credit.rawPayload)).toContain(s.fullname);
    const [entry] = await app.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'customer.erase'), eq(adminAuditLog.objectId, s.userId)));
    expect(entry).toMatchObject({ adminUsername: 'customer', objectType: 'customer' });
    expect(entry?.changes).toMatchObject({ ordersKept: 2, invoicesKept: 2 });
  });
});

describe('an account that cannot be deleted yet', () => {
  it('is refused with the open order named, in English and Arabic, and no code is sent', async () => {
    const { s, order } = await kit.place();
    const res = await kit.post(s.token, '/api/auth/delete-account/request');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OPEN_ORDER' });
    expect(res.json().error).toContain(order.orderid);
    const ar = await app.inject({
      method: 'POST',
      url: '/api/auth/delete-account/request',
      headers: { authorization: `Bearer ${s.token}`, 'accept-language': 'ar' },
    });
    expect(ar.json().error).toBe(
      `الطلب ${order.orderid} لم يُسلَّم بعد. يمكن حذف الحساب بعد تسليم الطلب أو إلغائه.`,
    );
    const codes = await app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.subject, s.userId));
    expect(codes).toEqual([]);
    const owner = await adminKit(app).post(`/api/admin/customers/${s.userId}/erase`);
    expect(owner.statusCode).toBe(409);
    expect((await kit.login(s.email, s.password)).statusCode).toBe(200);
  });

  it('is refused while a return is open', async () => {
    const { s, order } = await kit.place();
    await kit.deliver(order._id);
    const item = order.items[0];
    const asked = await kit.post(s.token, '/api/order/Return', {
      orderid: order._id,
      productid: item?._id,
      reason: 'Wrong size ordered',
      returntype: 'save_to_wallet',
      quantity: 1,
    });
    expect(asked.statusCode).toBe(201);
    const res = await kit.post(s.token, '/api/auth/delete-account/request');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OPEN_RETURN' });
  });
});

describe("the owner's erase on the customer page", () => {
  it('closes the account without a code, is recorded under the admin, and happens once', async () => {
    const s = await kit.busyShopper();
    const admin = adminKit(app);
    const res = await admin.post(`/api/admin/customers/${s.userId}/erase`);
    expect(res.statusCode).toBe(200);
    expect(accountErasureAnswer.parse(res.json()).erasure.invoicesKept).toBe(2);
    expect((await kit.login(s.email, s.password)).statusCode).toBe(401);
    const page = customerProfileAnswer.parse(
      (await admin.get(`/api/admin/customers/${s.userId}`)).json(),
    );
    expect(page.customer).toMatchObject({ fullname: ERASED_NAME, email: erasedEmail(s.userId) });
    expect(page.customer.closedAt).not.toBeNull();
    expect(page.addresses).toEqual([]);
    const twice = await admin.post(`/api/admin/customers/${s.userId}/erase`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ACCOUNT_CLOSED' });
    const [entry] = await app.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'customer.erase'), eq(adminAuditLog.objectId, s.userId)));
    expect(entry?.adminUsername).toBe('admin');
  });

  it('is for admins only', async () => {
    const s = await kit.shopper();
    const res = await kit.post(s.token, `/api/admin/customers/${s.userId}/erase`);
    expect(res.statusCode).toBe(403);
    expect((await kit.login(s.email, s.password)).statusCode).toBe(200);
  });
});
