import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxInvoices } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { pdfText } from '#test/pdf-text';
import { adminOrdersKit } from '../orders/admin-orders-test-kit';
import { importExportKit } from './import-export-test-kit';

let app: FastifyInstance;
let orders: ReturnType<typeof adminOrdersKit>;
let kit: ReturnType<typeof importExportKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  orders = adminOrdersKit(app);
  kit = importExportKit(app);
});
afterAll(() => app.close());

describe('GET admin/orders/export', () => {
  it('lists the orders Manage Orders shows for the same search and filters, newest first', async () => {
    const shopper = await orders.shopper();
    const placed = await orders.place({ shopper, priceFils: 12_550 });
    const shipped = await orders.shipped({ shopper });
    const older = await orders.place({ shopper });
    await orders.createdAt(older.order._id, new Date(Date.UTC(2020, 0, 1)));
    const someoneElse = await orders.place();

    const all = await kit.exportOrders();
    expect(all.map((o) => o.orderid)).toEqual([
      someoneElse.order.orderid,
      shipped.order.orderid,
      placed.order.orderid,
      older.order.orderid,
    ]);
    expect(all.find((o) => o.orderid === placed.order.orderid)).toMatchObject({
      status: 'placed',
      email: shopper.email,
      quantity: '2',
      'subtotal (excl. VAT)': '251.00',
      'total (incl. VAT)': placed.order.totalprice.toFixed(2),
      paymentMethod: 'COD',
    });

    const listed = async (query: Record<string, string>) => {
      const res = await orders.list(query);
      return res.json<{ orders: { orderid: string }[] }>().orders.map((o) => o.orderid);
    };
    const queries: Record<string, string>[] = [
      { status: 'shipped' },
      { q: shopper.email },
      { q: shopper.email, status: 'new' },
      { range: '7d' },
    ];
    for (const query of queries) {
      const exported = (await kit.exportOrders(query)).map((o) => o.orderid);
      expect(exported, JSON.stringify(query)).toEqual(await listed(query));
    }
    expect((await kit.exportOrders({ status: 'shipped' })).map((o) => o.orderid)).toEqual([
      shipped.order.orderid,
    ]);
  });

  it("states a cash order's money as its tax invoice does, the shipping's VAT included", async () => {
    // 1 x AED 29.00 is under the free-shipping threshold: AED 1.45 VAT on the goods, and the
    // AED 10.00 fee holds AED 0.48 more.
    const { s, order } = await orders.place({ payment: 'COD', priceFils: 2900, quantity: 1 });
    await orders.deliver(order._id);
    const [row] = await kit.exportOrders({ q: s.email });
    const [invoice] = await app.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.orderId, order._id));
    if (!invoice) throw new Error('the delivered cash order has no invoice');
    const aed = (fils: number) => (fils / 100).toFixed(2);
    const shipping = invoice.lines.find((l) => l.kind === 'shipping');
    const goods = invoice.lines.filter((l) => l.kind === 'goods');
    expect(row).toMatchObject({
      orderid: order.orderid,
      'subtotal (excl. VAT)': aed(goods.reduce((sum, l) => sum + l.netFils, 0)),
      vat: aed(invoice.vatFils),
      'shipping (excl. VAT)': aed(shipping?.netFils ?? -1),
      'total (incl. VAT)': aed(invoice.grossFils),
    });
    expect(row).toMatchObject({
      'subtotal (excl. VAT)': '29.00',
      vat: '1.93',
      'shipping (excl. VAT)': '9.52',
      'total (incl. VAT)': '40.45',
    });
    // The same figures the owner reads on the invoice PDF.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderid}/invoice`,
      headers: await orders.admin(),
    });
    const text = await pdfText(pdf.rawPayload);
    for (const figure of ['AED 38.52', 'AED 1.93', 'AED 40.45']) expect(text).toContain(figure);
  });

  it('writes when each order was placed on Dubai clocks, in a column that says so', async () => {
    const { s, order } = await orders.place();
    // 13:05 UTC is 17:05 in Dubai; 21:30 UTC is already the next day there.
    await orders.createdAt(order._id, new Date('2026-11-28T13:05:42.000Z'));
    const [row] = await kit.exportOrders({ q: s.email });
    expect(row?.['createdAt (Dubai time)']).toBe('2026-11-28 17:05');
    expect(row).not.toHaveProperty('createdAt');
    await orders.createdAt(order._id, new Date('2026-11-28T21:30:00.000Z'));
    const [later] = await kit.exportOrders({ q: s.email });
    expect(later?.['createdAt (Dubai time)']).toBe('2026-11-29 01:30');
  });

  it('refuses a filter Manage Orders does not have', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/export',
      query: { status: 'lost' },
      headers: await kit.products.admin(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      fields: { status: 'Unknown status filter' },
    });
  });
});
