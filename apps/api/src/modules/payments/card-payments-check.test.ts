import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCheckouts, paymentEvents, productVariants } from '#db/schema';
import { buildTestApps } from '#test/helper';
import { CHECK_LABEL, checkCardPayments } from './card-payments-check';
import { cardWebhookKit, WEBHOOK_SECRET } from './card-webhook-test-kit';

// Two instances of the store on one database, as behind a load balancer.
let apps: FastifyInstance[];
let one: FastifyInstance;
let kit: ReturnType<typeof cardWebhookKit>;

beforeAll(async () => {
  apps = await buildTestApps(2, {
    rateLimitMultiplier: 100,
    cards: { provider: 'test', webhookSecret: WEBHOOK_SECRET },
  });
  one = apps[0] as FastifyInstance;
  kit = cardWebhookKit(one);
});
afterAll(() => Promise.all(apps.map((a) => a.close())));

const later = (app: FastifyInstance) => {
  const now = app.clock.now;
  app.clock.now = () => new Date(Date.now() + 16 * 60_000);
  return () => {
    app.clock.now = now;
  };
};

/**
 * Both instances run the check at once, each through its lease, as their timers would; answers
 * how many payments the runs settled as orders, in all.
 */
async function bothCheck(): Promise<number> {
  const restore = apps.map(later);
  let orders = 0;
  try {
    await Promise.all(
      apps.map((app) =>
        app.runInBackground(CHECK_LABEL, async (stopping) => {
          orders += (await checkCardPayments(app, stopping)).order ?? 0;
        }),
      ),
    );
  } finally {
    restore.forEach((r) => r());
  }
  return orders;
}

describe('the background check', () => {
  it('places the order of a paid payment whose webhook was lost, once with two instances checking', async () => {
    const { s, p, paymentIntentId } = await kit.paidAndGone();
    // The only event came inside the browser's window; say it never arrived at all.
    await one.db.delete(paymentEvents).where(eq(paymentEvents.paymentIntentId, paymentIntentId));
    expect(await bothCheck()).toBe(1);
    const placed = await kit.ordersPaidBy(paymentIntentId);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ userId: s.userId, isPaid: true, totalFils: 10_500 });
    expect(await kit.stockOf(p.id)).toBe(8);
    expect(await kit.noticesOf(s.userId)).toHaveLength(1);
    await kit.mailsTo(s.email);
    // Checking again finds nothing left to do.
    await bothCheck();
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(1);
    expect(await kit.noticesOf(s.userId)).toHaveLength(1);
  });

  it('refunds once when the stock is gone, and leaves unpaid payments for later', async () => {
    const paid = await kit.paidAndGone();
    const { s: unpaidShopper } = await kit.readyCart();
    const unpaid = await kit.post(unpaidShopper.token, '/api/payments/create-payment-intent');
    const unpaidId = unpaid.json<{ paymentIntentId: string }>().paymentIntentId;
    await one.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.productId, paid.p.id));
    await bothCheck();
    expect(await kit.ordersPaidBy(paid.paymentIntentId)).toHaveLength(0);
    expect((await one.payments.retrieve(paid.paymentIntentId))?.amountRefundedFils).toBe(10_500);
    expect(await kit.noticesOf(paid.s.userId)).toHaveLength(1);
    const [open] = await one.db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.paymentIntentId, unpaidId));
    expect(open?.outcome).toBeNull();
    // Asked about again later, not on every run.
    expect(open?.nextCheckAt).toBeInstanceOf(Date);
  });

  it('runs on one instance at a time: the other waits for the lease, then finds nothing', async () => {
    const { paymentIntentId } = await kit.paidAndGone();
    const restore = apps.map(later);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstIn = () => {};
    const firstHolds = new Promise<void>((resolve) => (firstIn = resolve));
    const settledBy: string[] = [];
    let secondStarted = false;
    try {
      const first = apps[0]!.runInBackground(CHECK_LABEL, async (stopping) => {
        firstIn();
        await gate;
        if ((await checkCardPayments(apps[0]!, stopping)).order) settledBy.push('first');
      });
      await firstHolds;
      const second = apps[1]!.runInBackground(CHECK_LABEL, async (stopping) => {
        secondStarted = true;
        if ((await checkCardPayments(apps[1]!, stopping)).order) settledBy.push('second');
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // On PostgreSQL the lease holds the second back; the embedded database is one instance's
      // alone (the test's two apps share it in-process) and has no lease.
      expect(secondStarted).toBe(!one.config.databaseUrl);
      release();
      await Promise.all([first, second]);
    } finally {
      restore.forEach((r) => r());
    }
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(1);
    if (one.config.databaseUrl) expect(settledBy).toEqual(['first']);
  });

  it('leaves a paid payment alone inside the browser window', async () => {
    const { paymentIntentId } = await kit.paidAndGone();
    await Promise.all(apps.map((app) => checkCardPayments(app)));
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
  });
});
