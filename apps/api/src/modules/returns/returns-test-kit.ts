import type { FastifyInstance } from 'fastify';
import { ordersKit, type PlaceOptions } from '../orders/orders-test-kit';

export const DELIVERED_AT = new Date('2030-03-01T10:00:00.000Z');

/** A delivered order (deliveredAt = DELIVERED_AT) and the return request call. */
export function returnsKit(app: FastifyInstance) {
  const kit = ordersKit(app);

  async function delivered(opts: PlaceOptions = {}) {
    const placed = await kit.place(opts);
    await kit.deliver(placed.order._id, DELIVERED_AT);
    const item = placed.order.items[0];
    if (!item) throw new Error('order without items');
    return { ...placed, item };
  }

  const requestReturn = (token: string, payload: Record<string, unknown>) =>
    kit.post(token, '/api/order/Return', payload);

  /** A valid request body for the order's first item; tests override what they check. */
  const body = (
    placed: Awaited<ReturnType<typeof delivered>>,
    overrides: Record<string, unknown> = {},
  ) => ({
    orderid: placed.order._id,
    productid: placed.item._id,
    reason: 'Wrong size ordered',
    returntype: 'save_to_wallet',
    quantity: 1,
    ...overrides,
  });

  /** Sets the app's clock `ms` after delivery. */
  const afterDelivery = (ms: number) => {
    const now = new Date(DELIVERED_AT.getTime() + ms);
    app.clock.now = () => now;
    return now;
  };

  return { ...kit, delivered, requestReturn, body, afterDelivery };
}
