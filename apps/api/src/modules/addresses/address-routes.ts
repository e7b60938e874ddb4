import { addressIdSchema, addressSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import * as addresses from './address-service';
import { userIdOf } from '#platform/auth';

/** Saved addresses under /api/checkout/. A body's userid is ignored: the token names the shopper. */
export async function addressRoutes(app: FastifyInstance) {
  const preHandler = app.requireCustomer;

  app.get(
    '/api/checkout/Address',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'The saved addresses, default first',
          response: '{success, addresses}',
        },
      },
    },
    async (request) => ({
      success: true,
      addresses: await addresses.list(app.db, userIdOf(request)),
    }),
  );

  app.post(
    '/api/checkout/addAddress',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Save a delivery address (at most 3)',
          body: addressSchema,
          status: 201,
          response: '{success, message, address}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(addressSchema, request.body);
      const address = await addresses.add(app.db, userIdOf(request), input);
      return reply
        .status(201)
        .send({ success: true, message: 'Address added successfully', address });
    },
  );

  app.post(
    '/api/checkout/address/remove',
    {
      preHandler,
      config: { openapi: { summary: 'Remove a saved address', body: addressIdSchema } },
    },
    async (request) => {
      const { addressid } = parseInput(addressIdSchema, request.body);
      await addresses.remove(app.db, userIdOf(request), addressid);
      return { success: true, message: 'Address removed successfully' };
    },
  );

  app.post(
    '/api/checkout/address/default',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Make a saved address the default',
          body: addressIdSchema,
          response: '{success, address}',
        },
      },
    },
    async (request) => {
      const { addressid } = parseInput(addressIdSchema, request.body);
      return {
        success: true,
        address: await addresses.makeDefault(app.db, userIdOf(request), addressid),
      };
    },
  );
}
