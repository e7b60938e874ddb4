import { EMIRATES } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addresses, taxCreditNotes, taxInvoices } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { promotionsKit, uniqueCode } from '../promotions/promotions-test-kit';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';
import { dubaiMonthRange } from './vat-report';

let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;
let promotions: ReturnType<typeof promotionsKit>;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminReturnsKit(app);
  promotions = promotionsKit(app);
  admin = await adminToken(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

const report = (query: string) =>
  app.inject({ method: 'GET', url: `/api/admin/reports/vat?${query}`, headers: bearer(admin) });

/** A cash order to `emirate`, delivered (and so invoiced) at `at`. */
async function deliveredTo(emirate: string, at: Date, priceFils: number) {
  const shopper = await kit.shopper();
  await app.db.update(addresses).set({ emirate }).where(eq(addresses.id, shopper.addressId));
  const placed = await kit.place({ shopper, payment: 'COD', priceFils, quantity: 1 });
  await kit.deliver(placed.order._id, at);
  return placed;
}

interface Row {
  emirate: string;
  salesBeforeDiscountNet: number;
  discountNet: number;
  salesNet: number;
  salesVat: number;
  adjustmentNet: number;
  adjustmentVat: number;
  totalNet: number;
  totalVat: number;
}

describe("the VAT return's figures (GET /api/admin/reports/vat)", () => {
  it("sums a Dubai month's invoices less its credit notes per emirate, on screen and as CSV", async () => {
    // 2030-03 in Dubai starts at 2030-02-28T20:00Z: 20:30Z is March 1 there, 19:30Z is February.
    await deliveredTo('Abu Dhabi', new Date('2030-02-28T20:30:00.000Z'), 20000);
    await deliveredTo('Sharjah', new Date('2030-02-28T19:30:00.000Z'), 30000);
    // A Dubai order delivered on March 1, one of its two units returned and credited on March 2.
    const ret = await kit.requested({ returntype: 'replacement', priceFils: 10000, quantity: 1 });
    await kit.walk(ret.ret._id, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);
    kit.afterDelivery(24 * 3_600_000);
    expect((await kit.credit(ret.ret.returnid)).statusCode).toBe(200);
    app.clock.now = () => new Date();

    const res = await report('month=2030-03');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json<{ report: { rows: Row[]; total: Row } }>().report;
    expect(rows.map((r) => r.emirate)).toEqual([...EMIRATES]);

    // What the stored documents of that month add up to, per emirate.
    const { start, end } = dubaiMonthRange('2030-03');
    const inMonth = (d: Date) => d >= start && d < end;
    const invoices = (await app.db.select().from(taxInvoices)).filter((i) => inMonth(i.issuedAt));
    const notes = (await app.db.select().from(taxCreditNotes)).filter((n) => inMonth(n.issuedAt));
    for (const row of rows) {
      const sum = (docs: Array<{ emirate: string; netFils: number; vatFils: number }>) =>
        docs
          .filter((d) => d.emirate === row.emirate)
          .reduce((s, d) => ({ net: s.net + d.netFils, vat: s.vat + d.vatFils }), {
            net: 0,
            vat: 0,
          });
      const sales = sum(invoices);
      const credits = sum(notes);
      expect(row).toMatchObject({
        salesNet: sales.net / 100,
        salesVat: sales.vat / 100,
        adjustmentNet: -credits.net / 100 || 0,
        adjustmentVat: -credits.vat / 100 || 0,
        totalNet: (sales.net - credits.net) / 100,
        totalVat: (sales.vat - credits.vat) / 100,
      });
    }
    const byName = new Map(rows.map((r) => [r.emirate, r]));
    // AED 200 + 5 % = 210, free shipping: all of it a standard-rated sale to Abu Dhabi.
    expect(byName.get('Abu Dhabi')).toMatchObject({ salesNet: 200, salesVat: 10 });
    // Sharjah's was delivered on February 28 in Dubai.
    expect(byName.get('Sharjah')).toMatchObject({ salesNet: 0, salesVat: 0 });
    // 1 x AED 100 credited as 105.00 with its VAT inside: 100.00 + 5.00 back.
    expect(byName.get('Dubai')).toMatchObject({ adjustmentNet: -100, adjustmentVat: -5 });
    expect(total.totalVat).toBe(rows.reduce((s, r) => s + r.totalVat * 100, 0) / 100);

    const csv = await report('month=2030-03&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="vat-return-2030-03.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines[0]).toMatch(
      /^Emirate,Invoices,Sales before discounts excl\. VAT \(AED\),Discounts excl\. VAT \(AED\),Standard-rated sales excl\. VAT \(AED\),/,
    );
    // No promotion: the sales before discounts are the sales.
    expect(lines[1]).toMatch(
      /^Abu Dhabi,1,200\.00,0\.00,200\.00,10\.00,0,0\.00,0\.00,200\.00,10\.00$/,
    );
    expect(lines[8]).toBe(
      [
        'Total',
        String(invoices.length),
        total.salesBeforeDiscountNet.toFixed(2),
        total.discountNet.toFixed(2),
        total.salesNet.toFixed(2),
        total.salesVat.toFixed(2),
        String(notes.length),
        total.adjustmentNet.toFixed(2),
        total.adjustmentVat.toFixed(2),
        total.totalNet.toFixed(2),
        total.totalVat.toFixed(2),
      ].join(','),
    );
  });

  it("shows a code's discount in the month it was invoiced, and a credit note of the line does not count it again", async () => {
    const typed = uniqueCode('VAT');
    await promotions.create({ code: typed });
    const shopper = await kit.shopper();
    await app.db
      .update(addresses)
      .set({ emirate: 'Ajman' })
      .where(eq(addresses.id, shopper.addressId));
    const product = await kit.product({ priceFils: 10000, stock: 10 });
    await kit.fill(shopper.userId, product.id, 2);
    const applied = await promotions.tryCode(shopper.token, typed);
    expect(applied.statusCode, applied.body).toBe(200);
    const placed = await kit.addOrder(shopper.token, {
      addressId: shopper.addressId,
      paymentMethod: 'COD',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ order: { _id: string; items: { _id: string }[] } }>().order;
    // Cash: invoiced when delivered, on May 10 in Dubai.
    const delivered = new Date('2030-05-10T08:00:00.000Z');
    await kit.deliver(order._id, delivered);
    // One of the two units comes back and is credited to the wallet the next day, still in May.
    app.clock.now = () => new Date(delivered.getTime() + 60_000);
    const ret = await kit.requestReturn(shopper.token, {
      orderid: order._id,
      productid: order.items[0]?._id,
      reason: 'Wrong size ordered',
      returntype: 'save_to_wallet',
      quantity: 1,
    });
    expect(ret.statusCode, ret.body).toBe(201);
    const { _id: returnId, returnid } = ret.json<{ return: { _id: string; returnid: string } }>()
      .return;
    await kit.walk(returnId, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);
    app.clock.now = () => new Date(delivered.getTime() + 24 * 3_600_000);
    const credited = await kit.credit(returnid);
    expect(credited.statusCode, credited.body).toBe(200);
    app.clock.now = () => new Date();

    const res = await report('month=2030-05');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json<{ report: { rows: Row[]; total: Row } }>().report;
    // 2 x AED 100.00 without VAT; the code takes 20 % of the AED 210.00 shown, 42.00, which is
    // 40.00 without VAT: taxable 160.00, VAT 8.00. The returned unit was paid 168.00 / 2 = 84.00
    // with VAT: a credit of 80.00 + 4.00, at what it was sold for, with no discount of its own.
    expect(rows.find((r) => r.emirate === 'Ajman')).toEqual({
      emirate: 'Ajman',
      invoices: 1,
      salesBeforeDiscountNet: 200,
      discountNet: 40,
      salesNet: 160,
      salesVat: 8,
      creditNotes: 1,
      adjustmentNet: -80,
      adjustmentVat: -4,
      totalNet: 80,
      totalVat: 4,
    });
    // Nothing else was invoiced in May: the total row is Ajman's.
    expect(total).toEqual({ ...rows.find((r) => r.emirate === 'Ajman'), emirate: 'Total' });
    // June has none of it.
    const june = (await report('month=2030-06')).json<{ report: { total: Row } }>().report;
    expect(june.total).toMatchObject({ salesBeforeDiscountNet: 0, discountNet: 0, salesNet: 0 });

    const csv = (await report('month=2030-05&format=csv')).body.split('\r\n');
    expect(csv).toContain('Ajman,1,200.00,40.00,160.00,8.00,1,-80.00,-4.00,80.00,4.00');
    expect(csv).toContain('Total,1,200.00,40.00,160.00,8.00,1,-80.00,-4.00,80.00,4.00');
  });

  it.each([
    ['month=2030-13', 'month must be YYYY-MM, e.g. 2030-05'],
    ['month=March', 'month must be YYYY-MM, e.g. 2030-05'],
    ['', 'month is required, as YYYY-MM'],
    ['month=2030-03&format=xlsx', "format must be 'json' or 'csv'"],
  ])('refuses %j with a 400 naming the field', async (query, error) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error });
  });
});
