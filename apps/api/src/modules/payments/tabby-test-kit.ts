import { TABBY_TEST_SHOPPER } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tabbyTestPayments } from '#db/schema';
import { payLaterApps, payLaterKit } from './pay-later-test-kit';
import { TABBY_WEBHOOK_HEADER } from './tabby-client';
import { TABBY_TEST_PREFIX, TABBY_WEBHOOK_PATH } from './tabby-test-provider';

/** `count` stores on one database with Tabby's test provider, as api.tabby.ai is reached. */
export const tabbyApps = (count = 1) => payLaterApps('tabby', count);

/** A shopper's way through Tabby: the session, Tabby's page, the return and the webhook. */
export function tabbyKit(app: FastifyInstance) {
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

  const providerRow = async (paymentId: string) =>
    (await app.db.select().from(tabbyTestPayments).where(eq(tabbyTestPayments.id, paymentId)))[0];

  /** Tabby authorised the payment and told nobody (no return, no notification). */
  const authorizedQuietly = (paymentId: string) =>
    app.db
      .update(tabbyTestPayments)
      .set({ status: 'AUTHORIZED' })
      .where(eq(tabbyTestPayments.id, paymentId));

  /** Tabby's test provider, to make its next calls time out. */
  const faults = () => {
    if (!app.tabbyTest) throw new Error('no Tabby test provider');
    return app.tabbyTest;
  };

  return {
    ...payLaterKit(app, 'tabby', { approve: (id) => answer(id, 'approve'), back }),
    answer,
    back,
    notify,
    providerRow,
    authorizedQuietly,
    faults,
  };
}
