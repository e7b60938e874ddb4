import { TABBY_TEST_SHOPPER } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cardCheckouts, orders, tabbyTestPayments } from '#db/schema';
import { buildTestApps } from '#test/helper';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { TABBY_WEBHOOK_HEADER } from './tabby-client';
import { TABBY_TEST_PREFIX, TABBY_WEBHOOK_PATH } from './tabby-test-provider';

/**
 * `count` stores on one database with Tabby's test provider, each listening on loopback, so the
 * Tabby client's HTTP calls reach the provider the way they reach api.tabby.ai.
 */
export async function tabbyApps(count = 1): Promise<FastifyInstance[]> {
  const apps = await buildTestApps(count, { rateLimitMultiplier: 100, tabby: { mode: 'test' } });
  await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  return apps;
}

/** A shopper's way through Tabby: the session, Tabby's page, the return and the webhook. */
export function tabbyKit(app: FastifyInstance) {
  const kit = checkoutKit(app);

  const session = (token: string, payload: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/tabby/session',
      headers: bearer(token),
      payload,
    });

  async function started(stock = 10) {
    const { s, p } = await kit.readyCart(stock);
    const res = await session(s.token);
    if (res.statusCode !== 200) throw new Error(`session: ${res.statusCode} ${res.body}`);
    const { paymentId, webUrl } = res.json<{ paymentId: string; webUrl: string }>();
    return { s, p, paymentId, webUrl };
  }

  /** The tester's answer on Tabby's hosted page (the documented test shopper approves). */
  const answer = (
    paymentId: string,
    answer: 'approve' | 'decline' | 'cancel',
    who = TABBY_TEST_SHOPPER,
  ) =>
    app.inject({
      method: 'POST',
      url: `${TABBY_TEST_PREFIX}/hpp/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ answer, email: who.email, phone: who.phone }).toString(),
    });

  const back = (paymentId: string, result = 'success', lang = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/payments/tabby/return?payment_id=${paymentId}&result=${result}&lang=${lang}`,
    });

  /** A notification as Tabby sends it: the payment object and the registered header. */
  const notify = (paymentId: string, status: string, auth?: string | null) => {
    const provider = app.payLater.tabby as unknown as { keys: { webhookAuth: string } };
    const header = auth === undefined ? provider.keys.webhookAuth : auth;
    return app.inject({
      method: 'POST',
      url: TABBY_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        ...(header === null ? {} : { [TABBY_WEBHOOK_HEADER]: header }),
      },
      payload: { id: paymentId, status, amount: '105.00', currency: 'AED' },
    });
  };

  const ordersOf = (userId: string) =>
    app.db.select().from(orders).where(eq(orders.userId, userId));
  const providerRow = async (paymentId: string) =>
    (await app.db.select().from(tabbyTestPayments).where(eq(tabbyTestPayments.id, paymentId)))[0];
  const record = async (paymentId: string) =>
    (
      await app.db.select().from(cardCheckouts).where(eq(cardCheckouts.paymentIntentId, paymentId))
    )[0];

  /** Tabby authorised the payment and told nobody (no return, no notification). */
  const authorizedQuietly = (paymentId: string) =>
    app.db
      .update(tabbyTestPayments)
      .set({ status: 'AUTHORIZED' })
      .where(eq(tabbyTestPayments.id, paymentId));

  /** Waits for what the provider's own notification does in the background. */
  async function settledOf(paymentId: string) {
    for (let i = 0; i < 100; i += 1) {
      const row = await record(paymentId);
      if (row?.outcome) return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    return record(paymentId);
  }

  return {
    ...kit,
    session,
    started,
    answer,
    back,
    notify,
    ordersOf,
    providerRow,
    record,
    settledOf,
    authorizedQuietly,
  };
}
