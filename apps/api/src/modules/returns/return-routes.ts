import { exchangeOptionsQuerySchema, returnParamsSchema, returnRequestSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { exchangeOptions, getReturn, listReturns, requestReturn } from './return-service';
import { userIdOf } from '#platform/auth';
import type { ReturnWrites } from './return-deps';

/** The shopper's return requests; the token decides whose. */
export async function returnRoutes(app: FastifyInstance) {
  const deps: ReturnWrites = {
    db: app.db,
    clock: app.clock,
    config: app.config,
    log: app.log,
    mailOutbox: app.mailOutbox,
  };
  const auth = { preHandler: app.requireCustomer };

  app.get(
    '/api/order/returns',
    {
      ...auth,
      config: {
        openapi: { summary: "The shopper's return requests", response: '{success, data}' },
      },
    },
    async (request) => ({
      success: true,
      data: await listReturns(deps, userIdOf(request)),
    }),
  );

  // The Orders page polls one return's status here.
  app.get(
    '/api/order/returns/:returnId',
    {
      ...auth,
      config: {
        openapi: {
          summary: "One return request and its status (the Orders page's polling)",
          params: returnParamsSchema,
          response: '{success, return}',
        },
      },
    },
    async (request) => {
      const { returnId } = parseInput(returnParamsSchema, request.params);
      return { success: true, return: await getReturn(deps, userIdOf(request), returnId) };
    },
  );

  app.get(
    '/api/order/exchange-options',
    {
      ...auth,
      config: {
        openapi: {
          summary: "The colours and sizes a replacement of the shopper's item may send",
          description:
            'Each variant of the product with whether the quantity asked is in stock now: the ' +
            "return dialog offers the available ones, the item's own (current) first chosen.",
          query: exchangeOptionsQuerySchema,
          response: '{success, options}',
        },
      },
    },
    async (request) => {
      const query = parseInput(exchangeOptionsQuerySchema, request.query);
      return { success: true, options: await exchangeOptions(app.db, userIdOf(request), query) };
    },
  );

  app.post(
    '/api/order/Return',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'Ask to return an item of a delivered order',
          description:
            'Within 3 days of delivery. A reason that is not one of the listed ones is taken as ' +
            "'Other reason' with those words. A replacement may name exchangeColor and " +
            'exchangeSize (another variant of the same product, same price); its units are held ' +
            'from stock until it ships, and 409 EXCHANGE_SOLD_OUT answers a variant sold out.',
          body: returnRequestSchema,
          status: 201,
          response: '{success, msg, return}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(returnRequestSchema, request.body);
      const created = await requestReturn(deps, userIdOf(request), input);
      return reply
        .status(201)
        .send({ success: true, msg: 'Return request submitted successfully!', return: created });
    },
  );
}
