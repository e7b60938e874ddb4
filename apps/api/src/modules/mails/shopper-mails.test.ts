import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail, users } from '#db/schema';
import { adminOrdersKit } from '../orders/admin-orders-test-kit';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';
import { appWithSmtp } from './mails-test-kit';

let kit: Awaited<ReturnType<typeof appWithSmtp>>;
let smtp: Awaited<ReturnType<typeof appWithSmtp>>['smtp'];
let app: FastifyInstance;
let orders: ReturnType<typeof adminOrdersKit>;
let returns: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  kit = await appWithSmtp();
  ({ smtp, app } = kit);
  // A stand-in for the tax invoice, registered the way the real one is at start.
  app.mailOutbox.registerAttachment('invoice', async (_db, ref) => ({
    filename: `invoice-${ref.orderId}.pdf`,
    content: Buffer.from(`%PDF-1.7 stand-in for ${ref.orderId}`),
  }));
  orders = adminOrdersKit(app);
  returns = adminReturnsKit(app);
});
afterAll(() => kit.close());

const mailTo = (to: string, subject: string) => kit.mailTo(to, subject);

const bell = async (token: string) =>
  (await orders.get(token, '/api/auth/notifications')).json<{
    otp: { kind: string; message: string; otp: string | null; replaced: boolean }[];
  }>().otp;

describe('order mails', () => {
  it('order placed: the lines with colour and size, total, address and payment, the invoice attached', async () => {
    const { s, p, order } = await orders.place({ priceFils: 12_345, quantity: 2 });
    const mail = await mailTo(s.email, `Your order ${order.orderid} is confirmed`);
    expect(mail.from).toContain('shop@souq.test');
    const item = order.items[0];
    // The line with VAT, as the site shows it: AED 129.62 a unit.
    expect(mail.text).toContain(
      `${p.name} (${item?.selections.color}, ${item?.selections.size}) × 2: AED 259.24`,
    );
    expect(mail.text).toContain(`Total: AED ${order.totalprice.toFixed(2)}`);
    expect(mail.text).toContain('Payment: Cash on delivery');
    expect(mail.text).toContain(order.shippingaddress.city);
    expect(mail.html).toContain(order.orderid);
    expect(mail.attachments).toEqual([
      {
        filename: `invoice-${order._id}.pdf`,
        contentType: expect.stringContaining('application/pdf'),
        content: Buffer.from(`%PDF-1.7 stand-in for ${order._id}`),
      },
    ]);
    expect((await bell(s.token))[0]?.message).toBe(
      `Your order ${order.orderid} is confirmed: AED ${order.totalprice.toFixed(2)}.`,
    );
  });

  it('shipped: the courier, the tracking number and its link; then the code, then delivered', async () => {
    const { s, order } = await orders.place();
    const res = await orders.updateStatus(order._id, 'shipped', {
      carrier: 'DHL',
      trackingNumber: 'JD014600006281',
    });
    expect(res.statusCode).toBe(200);
    const shipped = await mailTo(s.email, `Your order ${order.orderid} has shipped`);
    expect(shipped.text).toContain('Courier: DHL');
    expect(shipped.text).toContain('Tracking number: JD014600006281');
    expect(shipped.text).toContain(
      'https://www.dhl.com/ae-en/home/tracking.html?tracking-id=JD014600006281',
    );
    expect(shipped.html).toContain('tracking-id=JD014600006281');

    await orders.sendOtp(order._id);
    const code = await orders.codeSeenBy(s.token, order.orderid);
    const coded = await mailTo(s.email, `Your delivery code for ${order.orderid}`);
    expect(coded.text).toContain(`    ${code}`);
    expect(coded.subject).not.toContain(code);
    // The outbox kept the mail with the code withheld, and nothing of the code once sent (the
    // row is marked sent just after the SMTP server has the mail).
    const storedCode = async () =>
      (
        await app.db
          .select()
          .from(outgoingMail)
          .where(and(eq(outgoingMail.toAddress, s.email), eq(outgoingMail.kind, 'delivery_code')))
      )[0];
    let stored = await storedCode();
    for (let i = 0; i < 50 && stored?.status !== 'sent'; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      stored = await storedCode();
    }
    expect(stored?.status).toBe('sent');
    expect(stored?.textBody).not.toContain(code);
    expect(stored?.sealedSecret).toBeNull();

    expect((await orders.verifyOtp(order._id, code)).statusCode).toBe(200);
    const delivered = await mailTo(s.email, `Your order ${order.orderid} was delivered`);
    expect(delivered.text).toContain('within 3 days');
  });

  it('cancelled: how much goes back and where, for a wallet and for a card order', async () => {
    const wallet = await orders.place({ payment: 'wallet', priceFils: 10_000, quantity: 1 });
    expect((await orders.cancel(wallet.s.token, wallet.order.orderid)).statusCode).toBe(200);
    const back = await mailTo(wallet.s.email, `Your order ${wallet.order.orderid} was cancelled`);
    expect(back.text).toContain(`AED ${wallet.order.totalprice.toFixed(2)} back to your wallet`);

    const card = await orders.place({ payment: 'online', priceFils: 20_000, quantity: 1 });
    expect((await orders.updateStatus(card.order._id, 'cancelled')).statusCode).toBe(200);
    const refund = await mailTo(card.s.email, `Your order ${card.order.orderid} was cancelled`);
    expect(refund.text).toContain(
      `AED ${card.order.totalprice.toFixed(2)} back to your card ending ${card.order.paymentDetails.cardLast4}`,
    );
  });

  it('writes an Arabic account’s mail and bell line in Arabic, right to left', async () => {
    const s = await orders.shopper();
    await app.db.update(users).set({ language: 'ar' }).where(eq(users.id, s.userId));
    const { order } = await orders.place({ shopper: s });
    const mail = await mailTo(s.email, `تم تأكيد طلبك ${order.orderid}`);
    expect(mail.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(mail.text).toContain('طريقة الدفع: الدفع عند الاستلام');
    expect(mail.text).toContain(`${order.totalprice.toFixed(2)} د.إ`);
    expect((await bell(s.token))[0]?.message).toContain(`تم تأكيد طلبك ${order.orderid}`);
  });
});

describe('return mails', () => {
  it('received, accepted, the pickup code, credited with the new balance', async () => {
    const { s, ret } = await returns.requested({ priceFils: 10_000 });
    const received = await mailTo(s.email, `We received your return request ${ret.returnid}`);
    expect(received.text).toContain('for wallet credit');
    expect((await returns.status(ret.returnid, 'approved_by_shop_owner')).statusCode).toBe(200);
    await mailTo(s.email, `Your return ${ret.returnid} was accepted`);
    expect((await returns.status(ret.returnid, 'pickup_scheduled')).statusCode).toBe(200);
    await returns.sendCode(ret.returnid);
    const code = await returns.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    const pickup = await mailTo(s.email, `Your return pickup code for ${ret.returnid}`);
    expect(pickup.text).toContain(`    ${code}`);
    expect((await returns.verify(ret.returnid, code)).statusCode).toBe(200);
    // 100.00 + 5 % = 105.00, into a wallet that held nothing.
    const credited = await mailTo(s.email, 'AED 105.00 added to your wallet');
    expect(credited.text).toContain('Credited: AED 105.00');
    expect(credited.text).toContain('Wallet balance: AED 105.00');
  });

  it('rejected, and a replacement shipped', async () => {
    const rejected = await returns.requested({ returntype: 'replacement' });
    expect((await returns.status(rejected.ret.returnid, 'rejected')).statusCode).toBe(200);
    await mailTo(rejected.s.email, `Your return ${rejected.ret.returnid} was not accepted`);

    const swap = await returns.requested({ returntype: 'replacement' });
    await returns.walk(swap.ret._id, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);
    expect((await returns.status(swap.ret.returnid, 'replacement_shipped')).statusCode).toBe(200);
    const mail = await mailTo(
      swap.s.email,
      `Your replacement for ${swap.ret.returnid} has shipped`,
    );
    expect(mail.text).toContain(swap.item.name);
  });
});

describe('the outbox', () => {
  const placedMailOf = async (email: string) =>
    (
      await app.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.toAddress, email), eq(outgoingMail.kind, 'order_placed')))
    )[0];

  /** Runs worker rounds until the order's mail is as `done` wants it (a round may be under way). */
  async function until(email: string, done: (row: typeof outgoingMail.$inferSelect) => boolean) {
    for (let i = 0; i < 100; i += 1) {
      await app.mailOutbox.drain();
      const row = await placedMailOf(email);
      if (row && done(row)) return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(
      `the mail to ${email} never got there: ${JSON.stringify(await placedMailOf(email))}`,
    );
  }

  const at = (iso: string) => new Date(iso).getTime();

  it('a refusing mail server fails no order; the mail arrives once it is back, by the backoff', async () => {
    smtp.refuse(true);
    app.clock.now = () => new Date('2031-01-01T10:00:00.000Z');
    try {
      const { s, order } = await orders.place();
      expect(order.status).toBe('placed');
      // Retried a minute after the refusal.
      const row = await until(
        s.email,
        (r) => r.nextAttemptAt?.getTime() === at('2031-01-01T10:01:00.000Z'),
      );
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.error).toContain('Mailbox busy');

      smtp.refuse(false);
      // Not due yet: nothing is sent before the minute is up.
      expect(await app.mailOutbox.drain()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received.some((m) => m.to.includes(s.email))).toBe(false);
      app.clock.now = () => new Date('2031-01-01T10:01:00.000Z');
      await until(s.email, (r) => r.status === 'sent');
      await mailTo(s.email, `Your order ${order.orderid} is confirmed`);
    } finally {
      smtp.refuse(false);
      app.clock.now = () => new Date();
    }
  });

  it('gives up after the last retry and marks the mail failed', async () => {
    smtp.refuse(true);
    let now = at('2032-01-01T10:00:00.000Z');
    app.clock.now = () => new Date(now);
    try {
      const { s } = await orders.place();
      let attempt = 0;
      for (const minutes of [1, 5, 30, 120, 360]) {
        attempt += 1;
        const retryAt = now + minutes * 60_000;
        const row = await until(s.email, (r) => r.nextAttemptAt?.getTime() === retryAt);
        expect(row).toMatchObject({ status: 'queued', attempts: attempt });
        now = retryAt;
      }
      expect(await until(s.email, (r) => r.status !== 'queued')).toMatchObject({
        status: 'failed',
        attempts: 6,
      });
    } finally {
      smtp.refuse(false);
      app.clock.now = () => new Date();
    }
  });
});
