import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '#db/schema';
import { pdfText } from '#test/pdf-text';
import { bearer } from '../auth/test-users';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';
import { refundClaims } from './pay-later-refund-claims';
import { payLaterConsole, pickedUpReturn } from './pay-later-test-kit';
import { tamaraApps, tamaraKit } from './tamara-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof tamaraKit>;
let returns: ReturnType<typeof adminReturnsKit>;
let consoleCalls: ReturnType<typeof payLaterConsole>;

beforeAll(async () => {
  [app] = (await tamaraApps(1)) as [FastifyInstance];
  kit = tamaraKit(app);
  returns = adminReturnsKit(app);
  consoleCalls = payLaterConsole(app);
});
afterAll(() => app.close());

describe('a Tamara order, as the shopper sees it', () => {
  it('names Tamara on its invoice and in the orders list, and the store offers its line', async () => {
    const { s, order } = await kit.paidOrder();
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/order/${order.orderid}/invoice`,
      headers: bearer(s.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Paid by: Tamara');
    const mine = await app.inject({ method: 'GET', url: '/api/order', headers: bearer(s.token) });
    expect(JSON.stringify(mine.json())).toContain('"paymentMethod":"tamara"');
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().payLater).toEqual(['tamara']);
  });
});

describe("a Tamara order's money", () => {
  it('is captured once when the order ships, and the console shows it', async () => {
    const { paymentId, order } = await kit.paidOrder();
    const res = await consoleCalls.ship(order.orderid);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'shipped',
      paymentMethod: 'tamara',
      paymentDetails: { captureState: 'captured', captureError: null },
    });
    const row = await kit.providerRow(paymentId);
    expect(row).toMatchObject({ status: 'fully_captured', capturedFils: 10_500 });
    expect(row?.captures).toHaveLength(1);
  });

  it('stays shipped when the capture times out, and is captured once by the check', async () => {
    const { paymentId, order } = await kit.paidOrder();
    kit.faults().captureTimeouts = 1;
    const res = await consoleCalls.ship(order.orderid);
    expect(res.json().order).toMatchObject({
      status: 'shipped',
      paymentDetails: { captureState: 'pending', captureError: expect.any(String) },
    });
    // Tamara took it before the answer was lost: the retry reads the order and takes no more.
    await kit.checkNow();
    const [after] = await kit.ordersOf(order.userId);
    expect(after?.captureState).toBe('captured');
    expect((await kit.providerRow(paymentId))?.captures).toHaveLength(1);
    const again = await consoleCalls.retryCapture(order.orderid);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CAPTURE_NOT_OWED');
  });

  it("is captured by the owner's retry, and never twice", async () => {
    const { paymentId, order } = await kit.paidOrder();
    kit.faults().captureTimeouts = 1;
    await consoleCalls.ship(order.orderid);
    const retries = await Promise.all(
      [1, 2, 3].map(() => consoleCalls.retryCapture(order.orderid)),
    );
    expect(retries.some((r) => r.json().order?.paymentDetails?.captureState === 'captured')).toBe(
      true,
    );
    expect(await kit.providerRow(paymentId)).toMatchObject({ capturedFils: 10_500 });
    expect((await kit.providerRow(paymentId))?.captures).toHaveLength(1);
  });

  it('is cancelled at Tamara when an unshipped order is cancelled, with its credit note', async () => {
    const { paymentId, order } = await kit.paidOrder();
    const res = await consoleCalls.cancel(order.orderid);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      paymentDetails: { status: 'refunded', captureState: 'closed' },
    });
    expect(await kit.providerRow(paymentId)).toMatchObject({
      status: 'canceled',
      canceledFils: 10_500,
      capturedFils: 0,
    });
    const notes = await kit.notesOf(order.id);
    expect(notes).toEqual([expect.objectContaining({ grossFils: 10_500 })]);
    expect(notes[0]?.reason).toContain('Tamara');
  });

  it('is refunded to Tamara in part once when a return is credited twice at once', async () => {
    const { s, paymentId, order } = await kit.paidOrder();
    // Delivering ships it first: the capture is taken then.
    const ret = await pickedUpReturn(app, returns, s.token, order.id);

    const both = await Promise.all([returns.credit(ret._id), returns.credit(ret._id)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const row = await kit.providerRow(paymentId);
    expect(row?.refunds).toEqual([
      expect.objectContaining({ amountFils: 5_250, merchantRefundId: `return-${ret._id}` }),
    ]);
    expect(row?.status).toBe('partially_refunded');
    expect((await returns.ledger(s.userId)).balance).toBe(0);
    const [after] = await kit.ordersOf(s.userId);
    expect(after?.payLaterRefundedFils).toBe(5_250);
    const notes = await kit.notesOf(order.id);
    expect(notes).toEqual([expect.objectContaining({ grossFils: 5_250 })]);
    expect(notes[0]?.reason).toContain('Tamara');
    // Delivered again later (a retry after a lost answer): nothing more is refunded.
    const provider = app.payLater.tamara;
    if (!provider) throw new Error('no Tamara');
    await provider.refund(paymentId, 5_250, `return-${ret._id}`);
    expect((await kit.providerRow(paymentId))?.refunds).toHaveLength(1);
    // More than was captured is refused by Tamara's rules.
    await expect(provider.refund(paymentId, 10_000, 'return-other')).rejects.toMatchObject({
      code: 'TAMARA_UNAVAILABLE',
    });
    expect((await kit.providerRow(paymentId))?.refunds).toHaveLength(1);
  });

  it('is refunded once in place of a process that stopped holding its claim', async () => {
    const { s, paymentId, order } = await kit.paidOrder();
    await pickedUpReturn(app, returns, s.token, order.id);
    const provider = app.payLater.tamara;
    if (!provider) throw new Error('no Tamara');
    const reference = `return-stopped-${order.id}`;
    // A process claimed the refund, then stopped before asking Tamara: a minute later its claim
    // is still there, and nothing is refunded.
    expect(await refundClaims(app.db, 'tamara').take(reference, paymentId, 60_000)).toBe('taken');
    await app.db
      .update(paymentEvents)
      .set({ receivedAt: sql`now() - interval '1 minute'` })
      .where(
        and(
          eq(paymentEvents.paymentIntentId, paymentId),
          eq(paymentEvents.type, 'pay_later.refund.asked'),
        ),
      );

    const started = Date.now();
    await provider.refund(paymentId, 2_000, reference);
    expect(Date.now() - started).toBeLessThan(5_000);
    const refunds = (await kit.providerRow(paymentId))?.refunds;
    expect(refunds).toEqual([
      expect.objectContaining({ amountFils: 2_000, merchantRefundId: reference }),
    ]);
    // Delivered again: the claim is done now, and Tamara is asked nothing more.
    await provider.refund(paymentId, 2_000, reference);
    expect((await kit.providerRow(paymentId))?.refunds).toHaveLength(1);
    expect(await refundClaims(app.db, 'tamara').take(reference, paymentId, 60_000)).toBe('done');
  });
});
