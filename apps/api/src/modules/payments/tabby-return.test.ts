import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';
import { pickedUpReturn } from './pay-later-test-kit';
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
    const { s, paymentId, order } = await kit.paidOrder();
    const ret = await pickedUpReturn(app, returns, s.token, order.id);

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
    const notes = await kit.notesOf(order.id);
    expect(notes).toEqual([expect.objectContaining({ grossFils: 5_250 })]);
    expect(notes[0]?.reason).toContain('Tabby');
  });
});
