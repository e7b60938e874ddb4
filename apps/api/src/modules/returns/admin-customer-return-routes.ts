import { adminCustomerParamsSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { adminReturnJson } from './return-json';
import { returnsOfUser } from './return-repository';

/** The returns part of the console's customer page: every return of the customer, newest first. */
export async function adminCustomerReturnRoutes(app: FastifyInstance) {
  app.get(
    '/api/admin/customers/:id/returns',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'customers:read',
        openapi: {
          summary: "A customer's return requests as Manage Returns shows them, newest first",
          params: adminCustomerParamsSchema,
          response: '{success, returns}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(adminCustomerParamsSchema, request.params);
      const rows = await returnsOfUser(app.db, id);
      return {
        success: true,
        returns: rows.map((row) => adminReturnJson(row, app.config.media.baseUrl)),
      };
    },
  );
}
