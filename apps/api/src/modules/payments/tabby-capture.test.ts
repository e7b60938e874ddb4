import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLaterConsole } from './pay-later-test-kit';
import { tabbyApps, tabbyKit } from './tabby-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof tabbyKit>;
let consoleCalls: ReturnType<typeof payLaterConsole>;

beforeAll(async () => {
  [app] = (await tabbyApps(1)) as [FastifyInstance];
  kit = tabbyKit(app);
  consoleCalls = payLaterConsole(app);
});
afterAll(() => app.close());

describe("a Tabby order's money", () => {
  it('is captured once when the order ships, and the console shows it', async () => {
    const { paymentId, order } = await kit.paidOrder();
    const res = await consoleCalls.ship(order.orderid);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'shipped',
      paymentMethod: 'tabby',
      paymentDetails: { captureState: 'captured', captureError: null },
    });
    const row = await kit.providerRow(paymentId);
    expect(row?.status).toBe('CLOSED');
    expect(row?.captures).toEqual([
      expect.objectContaining({ amountFils: 10_500, referenceId: `capture-${order.id}` }),
    ]);
  });

  it('stays shipped when the capture times out, and is captured once by the check', async () => {
    const { paymentId, order } = await kit.paidOrder();
    kit.faults().captureTimeouts = 1;
    const res = await consoleCalls.ship(order.orderid);
    expect(res.json().order).toMatchObject({
      status: 'shipped',
      paymentDetails: { captureState: 'pending', captureError: expect.any(String) },
    });
    // Tabby took it before the answer was lost; the retry's reference takes nothing more.
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
    expect((await kit.providerRow(paymentId))?.captures).toHaveLength(1);
  });

  it('is released to the shopper when an unshipped order is cancelled, with its credit note', async () => {
    const { paymentId, order } = await kit.paidOrder();
    const res = await consoleCalls.cancel(order.orderid);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      paymentDetails: { status: 'refunded', captureState: 'closed' },
    });
    const row = await kit.providerRow(paymentId);
    expect(row).toMatchObject({ status: 'CLOSED', captures: [], refunds: [] });
    const notes = await kit.notesOf(order.id);
    expect(notes).toEqual([expect.objectContaining({ grossFils: 10_500 })]);
    expect(notes[0]?.reason).toContain('Tabby');
  });

  it("is refunded to Tabby in part, once per reference, in Tabby's amounts", async () => {
    const { paymentId, order } = await kit.paidOrder();
    await consoleCalls.ship(order.orderid);
    const provider = app.payLater.tabby;
    if (!provider) throw new Error('no Tabby');
    const twice = await Promise.all([
      provider.refund(paymentId, 2_550, 'return-test-1'),
      provider.refund(paymentId, 2_550, 'return-test-1'),
    ]);
    expect(twice[1]?.refundedFils).toBe(2_550);
    const row = await kit.providerRow(paymentId);
    expect(row?.refunds).toEqual([
      expect.objectContaining({ amountFils: 2_550, referenceId: 'return-test-1' }),
    ]);
    // More than was captured is refused by Tabby's rules, as the real API refuses it.
    await expect(provider.refund(paymentId, 10_000, 'return-test-2')).rejects.toMatchObject({
      code: 'TABBY_UNAVAILABLE',
    });
  });
});
