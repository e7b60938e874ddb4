import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, taxCreditNotes } from '#db/schema';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';
import { DELIVERED_AT } from '../returns/returns-test-kit';
import { tabbyApps, tabbyKit } from './tabby-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof tabbyKit>;
let returns: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  [app] = (await tabbyApps(1)) as [FastifyInstance];
  kit = tabbyKit(app);
  returns = adminReturnsKit(app);
});
afterAll(() => app.close());

describe("a Tabby order's return", () => {
  it('is refunded in part to Tabby once, never to the wallet, with its credit note', async () => {
    const { s, paymentId } = await kit.started();
    await kit.answer(paymentId, 'approve');
    await kit.back(paymentId);
    const [order] = await kit.ordersOf(s.userId);
    if (!order) throw new Error('no order');
    await returns.deliver(order.id, DELIVERED_AT);
    returns.afterDelivery(60_000);
    const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await returns.requestReturn(s.token, {
      orderid: order.id,
      productid: item?.id,
      reason: 'Wrong size ordered',
      returntype: 'save_to_wallet',
      quantity: 1,
    });
    app.clock.now = () => new Date();
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = asked.json().return as { _id: string; returnid: string };
    await returns.walk(ret._id, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);

    // The owner's credit, sent twice at once: one refund at Tabby.
    const both = await Promise.all([returns.credit(ret._id), returns.credit(ret._id)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const row = await kit.providerRow(paymentId);
    expect(row?.captures).toHaveLength(1);
    expect(row?.refunds).toEqual([
      expect.objectContaining({ amountFils: 5_250, referenceId: `return-${ret._id}` }),
    ]);
    expect((await returns.ledger(s.userId)).balance).toBe(0);
    const [after] = await kit.ordersOf(s.userId);
    expect(after?.payLaterRefundedFils).toBe(5_250);
    const notes = await app.db
      .select()
      .from(taxCreditNotes)
      .where(eq(taxCreditNotes.orderId, order.id));
    expect(notes).toEqual([expect.objectContaining({ grossFils: 5_250 })]);
    expect(notes[0]?.reason).toContain('Tabby');
  });
});
