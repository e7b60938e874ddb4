import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, taxCreditNotes, taxInvoices } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { pdfPages, pdfText } from '#test/pdf-text';
import { bearer } from '../auth/test-users';
import { ordersKit } from '../orders/orders-test-kit';

const TRN = '100123456700003';
let app: FastifyInstance;
let kit: ReturnType<typeof ordersKit>;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({
    rateLimitMultiplier: 100,
    store: {
      legalName: 'Souq Style Trading LLC',
      trn: TRN,
      address: 'Office 12, Al Wasl Road, Dubai',
      pricesIncludeVat: false,
    },
  });
  kit = ordersKit(app);
  admin = await adminToken(app);
});
afterAll(() => app.close());

const adminGet = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin) });

/** A wallet order of 2 x 'عباية سوداء' at AED 123.45, delivered to an Arabic address. */
async function arabicOrder(payment: 'wallet' | 'COD' = 'wallet') {
  const s = await kit.shopper();
  await app.db
    .update(addresses)
    .set({ username: 'محمد علي', area: 'جميرا', emirate: 'Sharjah', city: 'Sharjah' })
    .where(eq(addresses.id, s.addressId));
  const p = await kit.product({ name: 'عباية سوداء', priceFils: 12345, stock: 10 });
  await kit.fill(s.userId, p.id, 2);
  if (payment === 'wallet') await kit.topUp(s.userId, 1_000_000);
  const res = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: payment });
  expect(res.statusCode).toBe(201);
  const order = res.json<{ order: { _id: string; orderid: string } }>().order;
  return { s, order };
}

describe("the shopper's invoice PDF", () => {
  it('is an A4 PDF of the tax invoice, Arabic names included, not kept by any cache', async () => {
    const { s, order } = await arabicOrder();
    const res = await kit.get(s.token, `/api/order/${order.orderid}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [invoice] = await app.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.orderId, order._id));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice?.number}.pdf"`,
    );
    expect(await pdfPages(res.rawPayload)).toEqual({ pages: 1, size: '595.28 x 841.89' });
    const text = await pdfText(res.rawPayload);
    // 2 x 123.45 = 246.90 + 5 % VAT 12.35 (12.345 rounded) = 259.25, free shipping.
    for (const expected of [
      'Tax Invoice',
      'فاتورة ضريبية',
      'Souq Style Trading LLC',
      `TRN: ${TRN}`,
      `Invoice number: ${invoice?.number}`,
      `Order: ${order.orderid}`,
      'Paid by: Wallet',
      'محمد علي',
      'جميرا',
      'عباية سوداء',
      'Navy / M',
      '123.45',
      '246.90',
      'Total excl. VAT',
      'AED 246.90',
      'AED 12.35',
      'AED 259.25',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Invoice date: \d{4}-\d\d-\d\d \d\d:\d\d \(Dubai time\)/);
  });

  it("answers 404 for another shopper's order and for an order not invoiced yet", async () => {
    const { order } = await arabicOrder();
    const other = await kit.shopper();
    const res = await kit.get(other.token, `/api/order/${order.orderid}/invoice`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Order not found' });
    const cash = await arabicOrder('COD');
    const notYet = await kit.get(cash.s.token, `/api/order/${cash.order._id}/invoice`);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toMatchObject({ code: 'NOT_INVOICED' });
  });

  it('names the invoice on the order in My Orders', async () => {
    const { s, order } = await arabicOrder();
    const list = await kit.get(s.token, '/api/order');
    const [invoice] = await app.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.orderId, order._id));
    expect(list.json().orders[0]).toMatchObject({
      orderid: order.orderid,
      invoiceNumber: invoice?.number,
    });
  });
});

describe("the back office's tax documents", () => {
  it('lists the invoice and the credit note on the order and serves both as PDFs', async () => {
    const { s, order } = await arabicOrder();
    expect((await kit.cancel(s.token, order.orderid)).statusCode).toBe(200);
    const [note] = await app.db
      .select()
      .from(taxCreditNotes)
      .where(eq(taxCreditNotes.orderId, order._id));
    const [invoice] = await app.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.orderId, order._id));
    const listed = await adminGet(`/api/admin/orders?q=${order.orderid}`);
    expect(listed.json().orders[0]).toMatchObject({
      invoice: { number: invoice?.number },
      creditNotes: [{ number: note?.number, amount: 259.25 }],
    });

    const inv = await adminGet(`/api/admin/orders/${order.orderid}/invoice`);
    expect(inv.statusCode).toBe(200);
    expect(await pdfText(inv.rawPayload)).toContain(`Invoice number: ${invoice?.number}`);

    const cn = await adminGet(`/api/admin/orders/${order._id}/credit-notes/${note?.number}`);
    expect(cn.statusCode).toBe(200);
    expect(cn.headers['content-type']).toBe('application/pdf');
    expect(cn.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(cn.rawPayload);
    for (const expected of [
      'Tax Credit Note',
      `Credit note number: ${note?.number}`,
      `Corrects invoice: ${invoice?.number}`,
      `TRN: ${TRN}`,
      `Reason: Order ${order.orderid} cancelled; refunded to the wallet`,
      'Invoice total before this note',
      'VAT reversed',
      'AED 12.35',
      'AED 259.25',
      'AED 0.00',
      'عباية سوداء',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 for a credit note of another order and 400 for a malformed number', async () => {
    const { order } = await arabicOrder();
    expect(
      (await adminGet(`/api/admin/orders/${order._id}/credit-notes/CN-999999`)).json(),
    ).toMatchObject({
      code: 'CREDIT_NOTE_NOT_FOUND',
    });
    const bad = await adminGet(`/api/admin/orders/${order._id}/credit-notes/INV-1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Credit note number looks like CN-000001');
  });

  it('prints a packing slip with the address and items and no prices', async () => {
    const { order } = await arabicOrder('COD');
    const res = await adminGet(`/api/admin/orders/${order.orderid}/packing-slip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.orderid}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Packing Slip',
      order.orderid,
      'محمد علي',
      'جميرا',
      'عباية سوداء',
      'Navy',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('AED');
    expect(text).not.toContain('123.45');
  });

  it("says 'TRN: not registered' when the store has no TRN", async () => {
    const bare = await buildTestApp({
      store: { legalName: 'Souq Style', trn: undefined, address: 'Dubai', pricesIncludeVat: false },
    });
    try {
      const k = ordersKit(bare);
      const { order } = await k.place({ payment: 'wallet' });
      const token = await adminToken(bare);
      const res = await bare.inject({
        method: 'GET',
        url: `/api/admin/orders/${order._id}/invoice`,
        headers: bearer(token),
      });
      expect(await pdfText(res.rawPayload)).toContain('TRN: not registered');
    } finally {
      await bare.close();
    }
  });
});
