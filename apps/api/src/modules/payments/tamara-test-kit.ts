import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cardCheckouts, orders, tamaraTestOrders } from '#db/schema';
import { buildTestApps } from '#test/helper';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { TAMARA_WEBHOOK_PATH } from './tamara-client';
import { TAMARA_TEST_PREFIX, tamaraToken } from './tamara-test-provider';

/**
 * `count` stores on one database with Tamara's test provider, each listening on loopback, so the
 * Tamara client's HTTP calls reach the provider the way they reach api.tamara.co.
 */
export async function tamaraApps(count = 1): Promise<FastifyInstance[]> {
  const apps = await buildTestApps(count, { rateLimitMultiplier: 100, tamara: { mode: 'test' } });
  await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  return apps;
}

/** A shopper's way through Tamara: the session, its checkout page, the return and the webhook. */
export function tamaraKit(app: FastifyInstance) {
  const kit = checkoutKit(app);

  const session = (token: string, payload: Record<string, unknown> = {}, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/payments/tamara/session',
      headers: { ...bearer(token), 'accept-language': lang },
      payload,
    });

  async function started(stock = 10, payload: Record<string, unknown> = {}) {
    const { s, p } = await kit.readyCart(stock);
    const res = await session(s.token, payload);
    if (res.statusCode !== 200) throw new Error(`session: ${res.statusCode} ${res.body}`);
    const { paymentId, webUrl } = res.json<{ paymentId: string; webUrl: string }>();
    return { s, p, paymentId, webUrl };
  }

  /** The tester's answer on Tamara's hosted checkout (the test provider's). */
  const answer = (paymentId: string, answer: 'approve' | 'decline' | 'cancel') =>
    app.inject({
      method: 'POST',
      url: `${TAMARA_TEST_PREFIX}/hpp/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ answer }).toString(),
    });

  const back = (paymentId: string, result = 'success', lang = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/payments/tamara/return?result=${result}&lang=${lang}&orderId=${paymentId}&paymentStatus=approved`,
    });

  /** The notification token the test provider signs with (made at start). */
  const notificationToken = () =>
    (app.payLater.tamara as unknown as { keys: { notificationToken: string } }).keys
      .notificationToken;

  /** A notification as Tamara sends it: the order, its event and a signed tamaraToken. */
  async function notify(
    paymentId: string,
    event: string,
    how: { token?: string | null; in?: 'header' | 'query' } = {},
  ) {
    const token =
      how.token === undefined ? await tamaraToken(notificationToken()) : (how.token ?? '');
    const inQuery = how.in === 'query';
    return app.inject({
      method: 'POST',
      url: `${TAMARA_WEBHOOK_PATH}${inQuery && token ? `?tamaraToken=${token}` : ''}`,
      headers: {
        'content-type': 'application/json',
        ...(!inQuery && token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: {
        order_id: paymentId,
        order_reference_id: 'TM-X',
        order_number: 'TM-X',
        event_type: event,
        data: [],
      },
    });
  }

  const ordersOf = (userId: string) =>
    app.db.select().from(orders).where(eq(orders.userId, userId));
  const providerRow = async (paymentId: string) =>
    (await app.db.select().from(tamaraTestOrders).where(eq(tamaraTestOrders.id, paymentId)))[0];
  const record = async (paymentId: string) =>
    (
      await app.db.select().from(cardCheckouts).where(eq(cardCheckouts.paymentIntentId, paymentId))
    )[0];

  /** The shopper approved at Tamara and nobody was told (no return, no notification). */
  const approvedQuietly = (paymentId: string) =>
    app.db
      .update(tamaraTestOrders)
      .set({ status: 'approved' })
      .where(eq(tamaraTestOrders.id, paymentId));

  /** Waits for what the provider's own notification does in the background. */
  async function settledOf(paymentId: string) {
    for (let i = 0; i < 100; i += 1) {
      const row = await record(paymentId);
      if (row?.outcome) return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    return record(paymentId);
  }

  /**
   * The provider's order once the store is done with it: the test provider's own notification
   * settles in the background beside the return, and either may be the one that cancels.
   */
  async function providerSettled(paymentId: string) {
    for (let i = 0; i < 100; i += 1) {
      const row = await providerRow(paymentId);
      if (row && row.status !== 'approved' && row.status !== 'authorised') return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    return providerRow(paymentId);
  }

  /** A shopper who paid with Tamara: their order, placed on return. */
  async function paidOrder() {
    const { s, paymentId } = await started();
    await answer(paymentId, 'approve');
    await back(paymentId);
    const [order] = await ordersOf(s.userId);
    if (!order) throw new Error('no order');
    return { s, paymentId, order };
  }

  return {
    ...kit,
    session,
    started,
    answer,
    back,
    notify,
    notificationToken,
    ordersOf,
    providerRow,
    record,
    settledOf,
    providerSettled,
    approvedQuietly,
    paidOrder,
  };
}
