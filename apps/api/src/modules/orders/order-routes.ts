import { cancelOrderSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/validation';
import { cancelOrder, listOrders } from './order-service';

const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
};

/** The Orders page: the shopper's own orders and cancelling one (the token decides whose). */
export async function orderRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.requireCustomer };

  app.get(
    '/api/order',
    {
      ...auth,
      config: {
        openapi: { summary: "The shopper's orders, newest first", response: '{success, orders}' },
      },
    },
    async (request) => ({
      success: true,
      orders: await listOrders(app, userIdOf(request)),
    }),
  );

  app.post(
    '/api/order/cancel',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'Cancel an order that is not delivered',
          description: 'Stock, wallet share and card payment come back exactly once.',
          body: cancelOrderSchema,
          response: '{success, message, order}',
        },
      },
    },
    async (request) => {
      const { orderid } = parseInput(cancelOrderSchema, request.body);
      return { success: true, ...(await cancelOrder(app, userIdOf(request), orderid)) };
    },
  );
}
