import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, admins } from '#db/schema';
import { bearer } from '../auth/test-users';
import { payLaterConsole } from './pay-later-test-kit';
import { tabbyApps, tabbyKit } from './tabby-test-kit';
import { tamaraApps, tamaraKit } from './tamara-test-kit';

let tabbyA: FastifyInstance;
let tabbyB: FastifyInstance;
let tamara: FastifyInstance;

beforeAll(async () => {
  // Two instances of one store on one database, as a cluster runs them.
  [tabbyA, tabbyB] = (await tabbyApps(2)) as [FastifyInstance, FastifyInstance];
  [tamara] = (await tamaraApps(1)) as [FastifyInstance];
});
afterAll(() => Promise.all([tabbyA.close(), tabbyB.close(), tamara.close()]));

const retryRefund = (app: FastifyInstance, orderid: string) =>
  payLaterConsole(app).adminPost('/api/admin/orders/retryRefund', { orderid });

/** The clock past any wait the background check keeps after a failure. */
function later(apps: FastifyInstance[]) {
  const kept = apps.map((app) => app.clock.now);
  for (const app of apps) app.clock.now = () => new Date(Date.now() + 16 * 60_000);
  return () => apps.forEach((app, i) => (app.clock.now = kept[i] as () => Date));
}

describe('a cancelled Tamara order whose refund fails', () => {
  it('shows the refund pending with what it owes, and the check refunds it once', async () => {
    const kit = tamaraKit(tamara);
    const owner = payLaterConsole(tamara);
    const { paymentId, order } = await kit.paidOrder();
    expect((await owner.ship(order.orderid)).json().order.paymentDetails.captureState).toBe(
      'captured',
    );
    kit.faults().refundFailures = 1;
    const cancelled = await owner.cancel(order.orderid);
    expect(cancelled.statusCode).toBe(200);
    const shown = await tamara.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${order.orderid}`,
      headers: bearer(await adminTokenOf(tamara)),
    });
    const listed = shown.json().orders[0];
    expect(listed).toMatchObject({
      status: 'cancelled',
      payLaterRefund: { state: 'pending', owed: 105, triedAt: expect.any(String) },
    });
    expect(listed.payLaterRefund.error).toEqual(expect.any(String));
    expect(listed.paymentDetails.status).not.toBe('refunded');
    expect((await kit.providerRow(paymentId))?.refunds).toEqual([]);

    // Not due yet: the check leaves it for its wait.
    await kit.checkNow();
    expect((await kit.ordersOf(order.userId))[0]?.refundState).toBe('pending');
    const back = later([tamara]);
    try {
      await kit.checkNow();
    } finally {
      back();
    }
    const [after] = await kit.ordersOf(order.userId);
    expect(after).toMatchObject({
      refundState: 'done',
      paymentStatus: 'refunded',
      payLaterRefundedFils: 10_500,
      refundError: null,
    });
    expect((await kit.providerRow(paymentId))?.refunds).toEqual([
      expect.objectContaining({ amountFils: 10_500, merchantRefundId: `cancel-${order.id}` }),
    ]);
    const again = await retryRefund(tamara, order.orderid);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFUND_NOT_OWED');
    expect(kit.faults().refundsAsked).toBe(2);
  });
});

describe('a Tamara order cancelled while its capture is pending', () => {
  it('is not captured again: what Tamara took is refunded once', async () => {
    const kit = tamaraKit(tamara);
    const owner = payLaterConsole(tamara);
    const { paymentId, order } = await kit.paidOrder();
    // Tamara takes the capture as it ships, and its answer is lost.
    kit.faults().captureTimeouts = 1;
    await owner.ship(order.orderid);
    const cancelled = await owner.cancel(order.orderid);
    expect(cancelled.json().order).toMatchObject({
      status: 'cancelled',
      paymentDetails: { captureState: 'captured', status: 'refunded' },
      payLaterRefund: { state: 'done', owed: 0 },
    });
    await kit.checkLater();
    const row = await kit.providerRow(paymentId);
    expect(row?.captures).toHaveLength(1);
    expect(row?.refunds).toEqual([
      expect.objectContaining({ amountFils: 10_500, merchantRefundId: `cancel-${order.id}` }),
    ]);
    const capture = await owner.retryCapture(order.orderid);
    expect(capture.json().code).toBe('CAPTURE_NOT_OWED');
  });
});

describe("a cancelled Tabby order's money, retried", () => {
  it('is closed by a member who may cancel, recorded in the audit log; others get 403', async () => {
    const kit = tabbyKit(tabbyA);
    const { paymentId, order } = await kit.paidOrder();
    kit.faults().closeFailures = 1;
    const cancelled = await payLaterConsole(tabbyA).cancel(order.orderid);
    expect(cancelled.json().order).toMatchObject({
      paymentDetails: { captureState: 'authorized' },
      payLaterRefund: { state: 'pending', owed: 105 },
    });

    const fulfilment = await memberToken(tabbyA, 'fulfilment');
    for (const [lang, error] of [
      [
        'en',
        'Your role does not allow this: it needs the permission orders:cancel. Ask the store owner.',
      ],
      ['ar', 'دورك لا يسمح بهذا الإجراء، فهو يتطلب الصلاحية orders:cancel. تواصل مع مالك المتجر.'],
    ] as const) {
      const refused = await tabbyA.inject({
        method: 'POST',
        url: '/api/admin/orders/retryRefund',
        headers: { ...bearer(fulfilment), 'accept-language': lang },
        payload: { orderid: order.orderid },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED', error });
    }
    expect((await kit.ordersOf(order.userId))[0]?.refundState).toBe('pending');

    const service = await memberToken(tabbyA, 'customer-service');
    const retried = await tabbyA.inject({
      method: 'POST',
      url: '/api/admin/orders/retryRefund',
      headers: bearer(service),
      payload: { orderid: order.orderid },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order).toMatchObject({
      paymentDetails: { captureState: 'closed', status: 'refunded' },
      payLaterRefund: { state: 'done', owed: 0, error: null },
    });
    expect((await kit.providerRow(paymentId))?.status).toBe('CLOSED');
    const logged = await tabbyA.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'order.refund'), eq(adminAuditLog.objectId, order.id)));
    expect(logged).toEqual([
      expect.objectContaining({
        adminUsername: 'Member customer-service',
        changes: expect.objectContaining({ refund: { from: 'pending', to: 'done' } }),
      }),
    ]);
  });

  it('is refunded once by 20 retries at once from the console and the check on two instances', async () => {
    const [a, b] = [tabbyKit(tabbyA), tabbyKit(tabbyB)];
    const { paymentId, order } = await a.paidOrder();
    await payLaterConsole(tabbyA).ship(order.orderid);
    // Tabby takes the refund and its answer is lost: the order still owes it, as far as it knows.
    a.faults().refundTimeouts = 1;
    const cancelled = await payLaterConsole(tabbyA).cancel(order.orderid);
    expect(cancelled.json().order.payLaterRefund).toMatchObject({ state: 'pending', owed: 105 });
    expect((await a.providerRow(paymentId))?.refunds).toHaveLength(1);
    a.faults().refundsAsked = 0;
    b.faults().refundsAsked = 0;

    const back = later([tabbyA, tabbyB]);
    let answers: { statusCode: number; json: () => { code?: string } }[];
    try {
      const calls = Array.from({ length: 20 }, (_, i) => {
        const app = i % 2 === 0 ? tabbyA : tabbyB;
        if (i % 5 === 0) return (i % 2 === 0 ? a : b).checkNow().then(() => null);
        return retryRefund(app, order.orderid);
      });
      answers = (await Promise.all(calls)).filter((r) => r !== null);
    } finally {
      back();
    }
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) {
        expect(['REFUND_IN_PROGRESS', 'REFUND_NOT_OWED']).toContain(answer.json().code);
      }
    }
    const [after] = await a.ordersOf(order.userId);
    expect(after).toMatchObject({ refundState: 'done', payLaterRefundedFils: 10_500 });
    expect((await a.providerRow(paymentId))?.refunds).toEqual([
      expect.objectContaining({ amountFils: 10_500, referenceId: `cancel-${order.id}` }),
    ]);
    // One caller asked Tabby, with the same reference: the rest found the refund claimed or done.
    expect(a.faults().refundsAsked + b.faults().refundsAsked).toBe(1);
  });
});

/** A back-office member with a built-in role, and a token for them. */
async function memberToken(app: FastifyInstance, role: string): Promise<string> {
  const [row] = await app.db
    .insert(admins)
    .values({
      username: `m-${randomBytes(4).toString('hex')}@souq.test`,
      name: `Member ${role}`,
      passwordHash: 'not-used',
      role,
    })
    .returning({ id: admins.id });
  if (!row) throw new Error('no member');
  return app.tokens.sign({ userId: row.id, role: 'admin' });
}

const adminTokenOf = (app: FastifyInstance) => memberToken(app, 'owner');
