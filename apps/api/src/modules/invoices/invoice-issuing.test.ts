import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, orders, taxCreditNotes, taxInvoices } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminReturnsKit(app);
  admin = await adminToken(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

const invoiceOf = async (orderId: string) =>
  (await app.db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId)))[0];
const notesOf = (orderId: string) =>
  app.db.select().from(taxCreditNotes).where(eq(taxCreditNotes.orderId, orderId));
const adminCancel = (orderid: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/orders/updateStatus',
    headers: bearer(admin),
    payload: { orderid, status: 'cancelled' },
  });

describe('tax invoices are issued at the tax point', () => {
  it('gives 30 parallel paid orders 30 consecutive numbers, one each', async () => {
    const p = await kit.product({ priceFils: 3333, stock: 100 });
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => kit.shopper()));
    for (const s of shoppers) {
      await kit.fill(s.userId, p.id, 1);
      await kit.topUp(s.userId, 1_000_000);
    }
    const [counter] = await app.db
      .select()
      .from(documentCounters)
      .where(eq(documentCounters.kind, 'invoice'));
    const before = counter?.last ?? -1;
    const results = await Promise.all(
      shoppers.map((s) =>
        kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'wallet' }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const ids = results.map((r) => r.json<{ order: { _id: string } }>().order._id);
    const invoices = await Promise.all(ids.map(invoiceOf));
    const seqs = invoices.map((i) => i?.seq ?? 0).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => before + 1 + i));
    expect(new Set(invoices.map((i) => i?.number)).size).toBe(30);
    expect(invoices[0]?.number).toMatch(/^INV-\d{6}$/);
    // Thirty sign-ups hash thirty passwords on a shared machine.
  }, 180_000);

  it("adds up to its order's total, line by line, shipping included", async () => {
    // 1 x AED 33.33 is under the free-shipping threshold: a shipping line with its VAT inside.
    const { order } = await kit.place({ payment: 'online', priceFils: 3333, quantity: 1 });
    const invoice = await invoiceOf(order._id);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(invoice?.grossFils).toBe(row?.totalFils);
    expect(invoice?.paymentMethod).toBe('online');
    const lines = invoice?.lines ?? [];
    expect(lines.map((l) => l.kind)).toEqual(['goods', 'shipping']);
    expect(lines[0]).toMatchObject({ quantity: 1, color: 'Navy', size: 'M', vatRatePercent: 5 });
    const sum = (pick: (l: (typeof lines)[number]) => number) =>
      lines.reduce((s, l) => s + pick(l), 0);
    expect(sum((l) => l.grossFils)).toBe(row?.totalFils);
    expect(sum((l) => l.vatFils)).toBe(invoice?.vatFils);
    expect(sum((l) => l.netFils)).toBe(invoice?.netFils);
    // The goods' VAT is the order's, computed once on its total.
    expect(lines[0]?.vatFils).toBe(row?.vatFils);
  });

  it('issues a cash order its invoice when it is delivered, not before', async () => {
    const { order } = await kit.place({ payment: 'COD' });
    expect(await invoiceOf(order._id)).toBeUndefined();
    await kit.deliver(order._id, new Date('2030-05-02T21:30:00.000Z'));
    const invoice = await invoiceOf(order._id);
    expect(invoice?.grossFils).toBe(Math.round(order.totalprice * 100));
    expect(invoice?.issuedAt.toISOString()).toBe('2030-05-02T21:30:00.000Z');
    expect(invoice?.paymentMethod).toBe('COD');
  });

  it('refuses to change or delete an invoice once issued', async () => {
    const { order } = await kit.place({ payment: 'wallet' });
    await expect(
      app.db.update(taxInvoices).set({ grossFils: 1 }).where(eq(taxInvoices.orderId, order._id)),
    ).rejects.toThrow();
    await expect(
      app.db.delete(taxInvoices).where(eq(taxInvoices.orderId, order._id)),
    ).rejects.toThrow();
    expect((await invoiceOf(order._id))?.grossFils).toBe(Math.round(order.totalprice * 100));
  });
});

describe('tax credit notes are issued when money goes back', () => {
  it('issues one credit note for a paid order cancelled by racing calls', async () => {
    const { s, order } = await kit.place({ payment: 'wallet' });
    const results = await Promise.all([
      kit.cancel(s.token, order.orderid),
      kit.cancel(s.token, order.orderid),
      adminCancel(order.orderid),
      adminCancel(order.orderid),
    ]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const invoice = await invoiceOf(order._id);
    const notes = await notesOf(order._id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      invoiceId: invoice?.id,
      source: 'cancel',
      beforeGrossFils: invoice?.grossFils,
      grossFils: invoice?.grossFils,
      vatFils: invoice?.vatFils,
      afterGrossFils: 0,
    });
    expect(notes[0]?.number).toMatch(/^CN-\d{6}$/);
    expect(notes[0]?.reason).toContain('cancelled');
  });

  it('issues one for a card order cancelled, and none for a cash order never invoiced', async () => {
    const card = await kit.place({ payment: 'online' });
    expect((await kit.cancel(card.s.token, card.order.orderid)).statusCode).toBe(200);
    const [note] = await notesOf(card.order._id);
    expect(note?.reason).toContain('refunded to the card');
    const cash = await kit.place({ payment: 'COD' });
    expect((await kit.cancel(cash.s.token, cash.order.orderid)).statusCode).toBe(200);
    expect(await notesOf(cash.order._id)).toHaveLength(0);
  });

  it('issues one credit note for a return credited to the wallet, even under racing credits', async () => {
    // A replacement return picked up is credited by hand (admin/wallet/credit), here four at once.
    const placed = await kit.requested({ returntype: 'replacement', priceFils: 3333, quantity: 3 });
    await kit.walk(placed.ret._id, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => kit.credit(placed.ret.returnid)),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const notes = await notesOf(placed.order._id);
    expect(notes).toHaveLength(1);
    const invoice = await invoiceOf(placed.order._id);
    // 33.33 x 3 = 99.99 + 5 % = 104.9895, credited as 104.98 with its VAT inside (5/105).
    expect(notes[0]).toMatchObject({
      source: `return:${placed.ret._id}`,
      grossFils: 10498,
      vatFils: 500,
      netFils: 9998,
      beforeGrossFils: invoice?.grossFils,
      afterGrossFils: (invoice?.grossFils ?? 0) - 10498,
    });
    expect(notes[0]?.lines[0]).toMatchObject({ quantity: 3, color: 'Navy', size: 'M' });
  });
});
