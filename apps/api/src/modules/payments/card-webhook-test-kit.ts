import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { notifications, orders, outgoingMail, paymentEvents } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { BROWSER_WINDOW_MS } from './card-settlement';
import { WEBHOOK_PATH } from './webhook-routes';

/** The endpoint secret the tests' store is configured with (CARD_PROVIDER=test). */
export const WEBHOOK_SECRET = 'whsec_card_webhook_tests_0123456789';

/** A store taking test cards whose webhook checks signatures with WEBHOOK_SECRET. */
export const buildCardWebhookApp = () =>
  buildTestApp({
    rateLimitMultiplier: 100,
    cards: { provider: 'test', webhookSecret: WEBHOOK_SECRET },
  });

/**
 * One such store for a test file, with its kit: built before the file's tests, its clock put back
 * after each, closed after all. Read `app` and `kit` inside the tests.
 */
export function cardWebhookSuite() {
  const suite = {} as { app: FastifyInstance; kit: ReturnType<typeof cardWebhookKit> };
  beforeAll(async () => {
    suite.app = await buildCardWebhookApp();
    suite.kit = cardWebhookKit(suite.app);
  });
  afterEach(() => suite.kit.backToNow());
  afterAll(() => suite.app.close());
  return suite;
}

/**
 * Webhook deliveries signed by the stripe SDK's own test-header helper, and shoppers who paid by
 * test card and never came back to addOrder.
 */
export function cardWebhookKit(app: FastifyInstance) {
  const kit = checkoutKit(app);

  function event(type: string, object: Record<string, unknown>, id = newEventId()) {
    return { id, object: 'event', type, created: 1, livemode: false, data: { object } };
  }
  const newEventId = () => `evt_${randomBytes(10).toString('hex')}`;

  const succeeded = (paymentIntentId: string, amount = 10_500, id?: string) =>
    event(
      'payment_intent.succeeded',
      { id: paymentIntentId, object: 'payment_intent', amount, currency: 'aed' },
      id,
    );
  const refunded = (paymentIntentId: string, amountRefunded: number) =>
    event('charge.refunded', {
      id: `ch_${paymentIntentId}`,
      object: 'charge',
      payment_intent: paymentIntentId,
      amount_refunded: amountRefunded,
    });
  const disputed = (paymentIntentId: string, reason = 'fraudulent') =>
    event('charge.dispute.created', {
      id: `dp_${paymentIntentId}`,
      object: 'dispute',
      payment_intent: paymentIntentId,
      reason,
    });

  /** POSTs the event as Stripe would: the exact bytes, signed (or with the header given). */
  function deliver(body: object, signature?: string | null, headers: Record<string, string> = {}) {
    const payload = JSON.stringify(body);
    const header =
      signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
        : signature;
    return app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        ...headers,
        ...(header === null ? {} : { 'stripe-signature': header }),
      },
      payload,
    });
  }

  /**
   * A shopper who paid 105.00 by test card for 2 x 50.00 and closed the page: no addOrder. Waits
   * until the test provider's own succeeded event has reached the webhook (inside the browser's
   * window it changes nothing).
   */
  async function paidAndGone(stock = 10) {
    const { s, p } = await kit.readyCart(stock);
    const { paymentIntentId, confirm } = await kit.payByCard(s.token);
    if (confirm.json<{ status: string }>().status !== 'succeeded') throw new Error('not paid');
    await vi.waitFor(async () => {
      const rows = await app.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentIntentId, paymentIntentId));
      if (rows.length === 0) throw new Error('the test provider sent no event yet');
    });
    return { s, p, paymentIntentId };
  }

  /** The store's clock past the browser's window (restore with `app.clock.now = realNow`). */
  const realNow = app.clock.now;
  const pastWindow = () => {
    app.clock.now = () => new Date(Date.now() + BROWSER_WINDOW_MS + 60_000);
  };
  const backToNow = () => {
    app.clock.now = realNow;
  };

  const ordersPaidBy = (paymentIntentId: string) =>
    app.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));

  const noticesOf = (userId: string) =>
    app.db.select().from(notifications).where(eq(notifications.userId, userId));

  /** The mails to `to` once `count` have been written (they are sent after the answer). */
  async function mailsTo(to: string, count = 1) {
    return vi.waitFor(async () => {
      const rows = await app.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, to));
      if (rows.length < count) throw new Error(`${rows.length} mails to ${to}`);
      return rows;
    });
  }

  return {
    ...kit,
    event,
    succeeded,
    refunded,
    disputed,
    deliver,
    paidAndGone,
    pastWindow,
    backToNow,
    ordersPaidBy,
    noticesOf,
    mailsTo,
  };
}
