import { addressIdSchema, addressSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/validation';
import * as addresses from './address-service';

const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
};

/** Saved addresses under /api/checkout/. A body's userid is ignored: the token names the shopper. */
export async function addressRoutes(app: FastifyInstance) {
  // Registered without fastify-plugin, so this guard covers only the routes below.
  app.addHook('preHandler', app.requireCustomer);

  app.get('/api/checkout/Address', async (request) => ({
    success: true,
    addresses: await addresses.list(app.db, userIdOf(request)),
  }));

  app.post('/api/checkout/addAddress', async (request, reply) => {
    const input = parseInput(addressSchema, request.body);
    const address = await addresses.add(app.db, userIdOf(request), input);
    return reply
      .status(201)
      .send({ success: true, message: 'Address added successfully', address });
  });

  app.post('/api/checkout/address/remove', async (request) => {
    const { addressid } = parseInput(addressIdSchema, request.body);
    await addresses.remove(app.db, userIdOf(request), addressid);
    return { success: true, message: 'Address removed successfully' };
  });

  app.post('/api/checkout/address/default', async (request) => {
    const { addressid } = parseInput(addressIdSchema, request.body);
    return {
      success: true,
      address: await addresses.makeDefault(app.db, userIdOf(request), addressid),
    };
  });
}
