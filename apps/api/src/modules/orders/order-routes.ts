import { shopperCancelSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '#platform/language/request-language';
import { translateMessage } from '#platform/language/translate';
import { parseInput } from '#platform/validation';
import { orderDepsOf } from './order-deps';
import { cancelOrder, listOrders } from './order-service';
import { userIdOf } from '#platform/auth';

/** The Orders page: the shopper's own orders and cancelling one (the token decides whose). */
export async function orderRoutes(app: FastifyInstance) {
  const deps = orderDepsOf(app);
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
      orders: await listOrders(deps, userIdOf(request)),
    }),
  );

  app.post(
    '/api/order/cancel',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'Cancel an order that is not delivered, or ask to once it has shipped',
          description:
            "Before shipping: 200, and stock, wallet share and card payment come back exactly once. Shipped or out for delivery: 202, a cancellation request the owner settles, with the shopper's optional reason and note (returned to sender: refunded then; or declined); nothing moves yet, and a repeat is 202 again. The message is in the request's language.",
          body: shopperCancelSchema,
          response: '{success, message, order, requested}',
        },
      },
    },
    async (request, reply) => {
      const { orderid, reason, note } = parseInput(shopperCancelSchema, request.body);
      const done = await cancelOrder(deps, userIdOf(request), orderid, { reason, note });
      if (!done.requested) return { success: true, ...done };
      // Asked, not done: 202, with the message in the shopper's language.
      reply.code(202).header('vary', 'Accept-Language, Cookie');
      const message = translateMessage(done.message, requestLanguage(request.headers));
      return { success: true, ...done, message };
    },
  );
}
