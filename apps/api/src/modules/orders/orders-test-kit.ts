import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '#db/schema';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import type { OrderJson } from './order-json';
import { advanceOrderStatus } from './order-status-service';

type Shopper = Awaited<ReturnType<ReturnType<typeof checkoutKit>['shopper']>>;

export interface PlaceOptions {
  shopper?: Shopper;
  payment?: 'COD' | 'wallet' | 'online';
  /** Wallet balance given before a wallet payment (fils); the default covers the whole order. */
  balance?: number;
  priceFils?: number;
  quantity?: number;
  stock?: number;
  /** Card only: the ZIP code typed into the card form, sent with the payment and the order. */
  zipCode?: string;
}

/** Shared by the order, return and notification tests: placed, delivered and cancelled orders. */
export function ordersKit(app: FastifyInstance) {
  const kit = checkoutKit(app);
  const get = (token: string, url: string) =>
    app.inject({ method: 'GET', url, headers: bearer(token) });

  async function place(opts: PlaceOptions = {}) {
    const s = opts.shopper ?? (await kit.shopper());
    const p = await kit.product({ priceFils: opts.priceFils ?? 5000, stock: opts.stock ?? 10 });
    await kit.fill(s.userId, p.id, opts.quantity ?? 2);
    const payment = opts.payment ?? 'COD';
    let paymentIntentId: string | undefined;
    if (payment === 'wallet') await kit.topUp(s.userId, opts.balance ?? 1_000_000);
    if (payment === 'online') {
      const card = await kit.payByCard(s.token, undefined, opts.zipCode);
      paymentIntentId = card.paymentIntentId;
    }
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: payment,
      ...(paymentIntentId ? { paymentIntentId } : {}),
      ...(opts.zipCode ? { zipCode: opts.zipCode } : {}),
    });
    if (res.statusCode !== 201) throw new Error(`addOrder failed: ${res.body}`);
    return { s, p, order: res.json<{ order: OrderJson }>().order };
  }

  /** Ships and delivers the order with the clock at `at` (deliveredAt becomes `at`). */
  async function deliver(orderId: string, at = new Date()) {
    const real = app.clock.now;
    app.clock.now = () => at;
    try {
      for (const to of ['shipped', 'out-for-delivery', 'delivered'] as const) {
        await advanceOrderStatus(app, orderId, to);
      }
    } finally {
      app.clock.now = real;
    }
  }

  const cancel = (token: string, orderid: string) =>
    kit.post(token, '/api/order/cancel', { orderid });

  /** Moves the order's creation time, for figures that depend on when orders came in. */
  async function backdate(orderId: string, createdAt: Date) {
    await app.db.update(orders).set({ createdAt }).where(eq(orders.id, orderId));
  }

  return { ...kit, get, place, deliver, cancel, backdate };
}
