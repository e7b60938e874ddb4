import { returnRequestSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/validation';
import { getReturn, listReturns, requestReturn } from './return-service';

const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
};

/** The shopper's return requests (spec section 5); the token decides whose. */
export async function returnRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.requireCustomer };

  app.get('/api/order/returns', auth, async (request) => ({
    success: true,
    data: await listReturns(app, userIdOf(request)),
  }));

  // The Orders page polls one return's status here.
  app.get<{ Params: { returnId: string } }>(
    '/api/order/returns/:returnId',
    auth,
    async (request) => ({
      success: true,
      return: await getReturn(app, userIdOf(request), request.params.returnId),
    }),
  );

  app.post('/api/order/Return', auth, async (request, reply) => {
    const input = parseInput(returnRequestSchema, request.body);
    const created = await requestReturn(app, userIdOf(request), input);
    return reply
      .status(201)
      .send({ success: true, msg: 'Return request submitted successfully!', return: created });
  });
}
