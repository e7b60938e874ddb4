import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tamaraTestOrders } from '#db/schema';
import { payLaterApps, payLaterKit } from './pay-later-test-kit';
import { TAMARA_WEBHOOK_PATH } from './tamara-client';
import { TAMARA_TEST_PREFIX, tamaraToken } from './tamara-test-provider';

/** `count` stores on one database with Tamara's test provider, as api.tamara.co is reached. */
export const tamaraApps = (count = 1) => payLaterApps('tamara', count);

/** A shopper's way through Tamara: the session, its checkout page, the return and the webhook. */
export function tamaraKit(app: FastifyInstance) {
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

  const providerRow = async (paymentId: string) =>
    (await app.db.select().from(tamaraTestOrders).where(eq(tamaraTestOrders.id, paymentId)))[0];

  /** The shopper approved at Tamara and nobody was told (no return, no notification). */
  const approvedQuietly = (paymentId: string) =>
    app.db
      .update(tamaraTestOrders)
      .set({ status: 'approved' })
      .where(eq(tamaraTestOrders.id, paymentId));

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

  /** Tamara's test provider, to make its next calls time out. */
  const faults = () => {
    if (!app.tamaraTest) throw new Error('no Tamara test provider');
    return app.tamaraTest;
  };

  return {
    ...payLaterKit(app, 'tamara', { approve: (id) => answer(id, 'approve'), back }),
    answer,
    back,
    notify,
    notificationToken,
    providerRow,
    approvedQuietly,
    providerSettled,
    faults,
  };
}
