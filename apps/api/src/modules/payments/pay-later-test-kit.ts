import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cardCheckouts, orderItems, orders, productVariants, taxCreditNotes } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { buildTestApps } from '#test/helper';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import type { adminReturnsKit } from '../returns/admin-returns-test-kit';
import { DELIVERED_AT } from '../returns/returns-test-kit';
import { CHECK_LABEL, checkCardPayments } from './card-payments-check';

export type PayLaterName = 'tabby' | 'tamara';

/**
 * `count` stores on one database with the provider's test provider, each listening on loopback,
 * so the client's HTTP calls reach the provider the way they reach the provider's own API.
 */
export async function payLaterApps(provider: PayLaterName, count = 1): Promise<FastifyInstance[]> {
  const apps = await buildTestApps(count, {
    rateLimitMultiplier: 100,
    [provider]: { mode: 'test' },
  });
  await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  return apps;
}

/** How each provider's hosted page and return address are walked, as its own kit knows them. */
export interface PayLaterSteps {
  /** The tester approves on the provider's hosted page. */
  approve: (paymentId: string) => Promise<unknown>;
  /** The shopper comes back to the store from the provider's page. */
  back: (paymentId: string) => Promise<unknown>;
}

/**
 * What a shopper's way through either pay-later provider shares: the eligibility line, the
 * session, the recorded payment and its orders, and the background check past the browser's
 * window.
 */
export function payLaterKit(app: FastifyInstance, provider: PayLaterName, steps: PayLaterSteps) {
  const kit = checkoutKit(app);

  const eligibility = (token: string) =>
    app.inject({
      method: 'GET',
      url: `/api/payments/${provider}/eligibility`,
      headers: bearer(token),
    });

  const session = (token: string, payload: Record<string, unknown> = {}, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/payments/${provider}/session`,
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

  const ordersOf = (userId: string) =>
    app.db.select().from(orders).where(eq(orders.userId, userId));
  const record = async (paymentId: string) =>
    (
      await app.db.select().from(cardCheckouts).where(eq(cardCheckouts.paymentIntentId, paymentId))
    )[0];
  const notesOf = (orderId: string) =>
    app.db.select().from(taxCreditNotes).where(eq(taxCreditNotes.orderId, orderId));

  /** The product sold out meanwhile (between the session and the settlement). */
  const soldOut = (productId: string) =>
    app.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.productId, productId));
  /** The store's record of the payment says another amount than the provider was asked. */
  const recordedAs = (paymentId: string, amountFils: number) =>
    app.db
      .update(cardCheckouts)
      .set({ amountFils })
      .where(eq(cardCheckouts.paymentIntentId, paymentId));

  /** Waits for what the provider's own notification does in the background. */
  async function settledOf(paymentId: string) {
    for (let i = 0; i < 100; i += 1) {
      const row = await record(paymentId);
      if (row?.outcome) return row;
      await new Promise((r) => setTimeout(r, 20));
    }
    return record(paymentId);
  }

  /** A shopper who paid with the provider: their order, placed on return. */
  async function paidOrder() {
    const { s, paymentId } = await started();
    await steps.approve(paymentId);
    await steps.back(paymentId);
    const [order] = await ordersOf(s.userId);
    if (!order) throw new Error('no order');
    return { s, paymentId, order };
  }

  /** One run of the card payments check, which also retries pending captures. */
  const checkNow = () =>
    app.runInBackground(CHECK_LABEL, (stopping) => checkCardPayments(app, stopping));

  /** The background check as it runs past the browser's window. */
  async function checkLater() {
    const now = app.clock.now;
    app.clock.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      await checkNow();
    } finally {
      app.clock.now = now;
    }
  }

  return {
    ...kit,
    eligibility,
    session,
    started,
    ordersOf,
    record,
    notesOf,
    soldOut,
    recordedAs,
    settledOf,
    paidOrder,
    checkNow,
    checkLater,
  };
}

/** The owner's console calls a paid order goes through: shipping and any other admin post. */
export function payLaterConsole(app: FastifyInstance) {
  let token: Promise<string> | undefined;
  const adminPost = async (url: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url,
      headers: bearer(await (token ??= adminToken(app))),
      payload,
    });
  const ship = (orderid: string) =>
    adminPost('/api/admin/orders/updateStatus', { orderid, status: 'shipped' });
  const cancel = (orderid: string) =>
    adminPost('/api/admin/orders/updateStatus', { orderid, status: 'cancelled' });
  const retryCapture = (orderid: string) =>
    adminPost('/api/admin/orders/retryCapture', { orderid });
  return { adminPost, ship, cancel, retryCapture };
}

/**
 * A paid order delivered, one of its items asked back to the wallet, and the return walked to
 * picked up: what the owner's credit then refunds to the provider.
 */
export async function pickedUpReturn(
  app: FastifyInstance,
  returns: ReturnType<typeof adminReturnsKit>,
  shopperToken: string,
  orderId: string,
) {
  await returns.deliver(orderId, DELIVERED_AT);
  returns.afterDelivery(60_000);
  const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const asked = await returns.requestReturn(shopperToken, {
    orderid: orderId,
    productid: item?.id,
    reason: 'Wrong size ordered',
    returntype: 'save_to_wallet',
    quantity: 1,
  });
  app.clock.now = () => new Date();
  if (asked.statusCode !== 201) throw new Error(`return: ${asked.statusCode} ${asked.body}`);
  const ret = asked.json().return as { _id: string };
  await returns.walk(ret._id, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);
  return ret;
}
