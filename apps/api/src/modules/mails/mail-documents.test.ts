import { formatFils } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxCreditNotes, taxInvoices, users } from '#db/schema';
import type { ParsedMail } from '#test/smtp-listener';
import { bearer } from '../auth/test-users';
import type { OrderJson } from '../orders/order-json';
import { adminOrdersKit } from '../orders/admin-orders-test-kit';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';
import { appWithSmtp } from './mails-test-kit';

/**
 * The figures and the tax documents in the shopper's mails, as they reach a real SMTP server
 * with the store's own invoice and credit-note PDFs attached.
 */
let kit: Awaited<ReturnType<typeof appWithSmtp>>;
let app: FastifyInstance;
let orders: ReturnType<typeof adminOrdersKit>;
let returns: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  kit = await appWithSmtp();
  app = kit.app;
  orders = adminOrdersKit(app);
  returns = adminReturnsKit(app);
});
afterAll(() => kit.close());

const mailTo = (to: string, subject: string) => kit.mailTo(to, subject);

const invoiceOf = async (orderId: string) => {
  const [row] = await app.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
  if (!row) throw new Error('no invoice');
  return row;
};
const notesOf = (orderId: string) =>
  app.db.select().from(taxCreditNotes).where(eq(taxCreditNotes.orderId, orderId));
const myOrders = async (token: string) =>
  (await orders.get(token, '/api/order')).json<{
    orders: (OrderJson & { creditNotes: { number: string; amount: number }[] })[];
  }>().orders;
const pdfNamed = (mail: ParsedMail, filename: string) =>
  mail.attachments
    .find((a) => a.filename === filename)
    ?.content.subarray(0, 5)
    .toString();

describe('the order-confirmed mail has the figures of the site and the invoice', () => {
  it.each([
    // AED 49.80 + 5 % is 52.29: under AED 100, so AED 10.00 shipping is charged.
    { priceFils: 4_980, quantity: 1, rounding: false },
    // AED 123.45 + 5 % per unit is 129.62 shown (VAT rounded per unit); VAT on the whole bag
    // is 12.35, so the lines miss the goods' total by a fil: the bag's rounding line.
    { priceFils: 12_345, quantity: 2, rounding: true },
  ])('$priceFils fils x $quantity', async ({ priceFils, quantity, rounding }) => {
    const { s, order } = await orders.place({ payment: 'wallet', priceFils, quantity });
    const mail = await mailTo(s.email, `Your order ${order.orderid} is confirmed`);
    const invoice = await invoiceOf(order._id);
    const goods = invoice.lines.filter((l) => l.kind === 'goods');
    const shipping = invoice.lines.find((l) => l.kind === 'shipping');
    const item = order.items[0];
    if (!item) throw new Error('no item');
    const [listed] = await myOrders(s.token);

    // Each line at the price the site shows, with VAT.
    const line = Math.round(item.priceWithVat * 100) * item.quantity;
    expect(mail.text).toContain(
      `${item.name} (${item.selections.color}, ${item.selections.size}) × ${quantity}: ${formatFils(line)}`,
    );
    const roundingFils = (goods[0]?.grossFils ?? 0) - line;
    expect(roundingFils !== 0).toBe(rounding);
    if (rounding) expect(mail.text).toContain(`Rounding: ${formatFils(roundingFils)}`);
    else expect(mail.text).not.toContain('Rounding');
    expect(mail.text).toContain(`Shipping: ${shipping ? formatFils(shipping.grossFils) : 'Free'}`);
    expect(mail.text).toContain(`Total: ${formatFils(invoice.grossFils)}`);
    expect(mail.text).toContain(`VAT 5% included: ${formatFils(invoice.vatFils)}`);
    expect(invoice.grossFils).toBe(Math.round((listed?.totalprice ?? 0) * 100));
  });

  it('in Arabic, with the same figures', async () => {
    const s = await orders.shopper();
    await app.db.update(users).set({ language: 'ar' }).where(eq(users.id, s.userId));
    const { order } = await orders.place({
      shopper: s,
      payment: 'wallet',
      priceFils: 4_980,
      quantity: 1,
    });
    const mail = await mailTo(s.email, `تم تأكيد طلبك ${order.orderid}`);
    const invoice = await invoiceOf(order._id);
    const ar = (fils: number) => `${formatFils(fils).replace('AED ', '')} د.إ`;
    expect(mail.text).toContain(`الشحن: ${ar(1_000)}`);
    expect(mail.text).toContain(`الإجمالي: ${ar(invoice.grossFils)}`);
    expect(mail.text).toContain(`ضريبة القيمة المضافة 5% مشمولة: ${ar(invoice.vatFils)}`);
  });
});

describe('credit notes reach the shopper', () => {
  it('a cancelled paid order: the credit note in the mail and on My Orders, for its owner only', async () => {
    const { s, order } = await orders.place({ payment: 'wallet' });
    expect((await orders.cancel(s.token, order.orderid)).statusCode).toBe(200);
    const [note] = await notesOf(order._id);
    if (!note) throw new Error('no credit note');
    const mail = await mailTo(s.email, `Your order ${order.orderid} was cancelled`);
    expect(mail.text).toContain(`Your tax credit note ${note.number} is attached.`);
    expect(pdfNamed(mail, `credit-note-${note.number}.pdf`)).toBe('%PDF-');

    const [listed] = await myOrders(s.token);
    expect(listed?.creditNotes).toEqual([
      { number: note.number, issuedAt: note.issuedAt.toISOString(), amount: order.totalprice },
    ]);
    const url = `/api/order/${order.orderid}/credit-notes/${note.number}`;
    const own = await orders.get(s.token, url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('application/pdf');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${note.number}.pdf"`,
    );
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await orders.shopper();
    const theirs = await orders.get(other.token, url);
    expect(theirs.statusCode).toBe(404);
    const arabic = await app.inject({
      method: 'GET',
      url: `/api/order/${order.orderid}/credit-notes/CN-999999`,
      headers: { ...bearer(s.token), 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json()).toMatchObject({ success: false, error: 'إشعار الدائن غير موجود' });
  });

  it('a return credited to the wallet: the credit note with the credit mail', async () => {
    const { s, ret, order } = await returns.requested({ priceFils: 10_000 });
    // Picked up, a save-to-wallet return is credited at once.
    await returns.walk(ret._id, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);
    const note = (await notesOf(order._id)).find((n) => n.source === `return:${ret._id}`);
    if (!note) throw new Error('no credit note');
    const mail = await mailTo(s.email, 'AED 105.00 added to your wallet');
    expect(mail.text).toContain(`Your tax credit note ${note.number} is attached.`);
    expect(pdfNamed(mail, `credit-note-${note.number}.pdf`)).toBe('%PDF-');
    const [listed] = await myOrders(s.token);
    expect(listed?.creditNotes.map((n) => n.number)).toEqual([note.number]);
  });
});

describe('small mail gaps', () => {
  it("the owner's wallet credit: a mail and a bell line with the amount and the reason", async () => {
    const s = await orders.shopper();
    const res = await orders.adminPost(`/api/admin/customers/${s.userId}/wallet/adjust`, {
      type: 'credit',
      amount: 25.5,
      reason: 'Sorry for the late delivery',
      idempotencyKey: `mail-test-${s.userId}`,
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(s.email, 'AED 25.50 added to your wallet');
    expect(mail.text).toContain('Credited: AED 25.50');
    expect(mail.text).toContain('Reason: Sorry for the late delivery');
    expect(mail.text).toContain('Wallet balance: AED 25.50');
    const bell = await orders.get(s.token, '/api/auth/notifications');
    expect(bell.json<{ otp: { message: string }[] }>().otp[0]?.message).toBe(
      'AED 25.50 was added to your wallet: Sorry for the late delivery. Balance: AED 25.50.',
    );
  });

  it('a cash-on-delivery order: its tax invoice comes with the delivered mail', async () => {
    const { s, order } = await orders.shipped();
    expect((await orders.sendOtp(order._id)).statusCode).toBe(200);
    const code = await orders.codeSeenBy(s.token, order.orderid);
    expect((await orders.verifyOtp(order._id, code)).statusCode).toBe(200);
    const invoice = await invoiceOf(order._id);
    const mail = await mailTo(s.email, `Your order ${order.orderid} was delivered`);
    expect(mail.text).toContain(`Your tax invoice ${invoice.number} is attached.`);
    expect(pdfNamed(mail, `invoice-${invoice.number}.pdf`)).toBe('%PDF-');
  });
});
