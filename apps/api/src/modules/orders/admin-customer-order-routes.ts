import { adminCustomerPageQuerySchema, adminCustomerParamsSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { customerOrderPage } from './customer-orders';
import type { OrderShown } from './order-deps';

/** The orders part of the console's customer page. */
export async function adminCustomerOrderRoutes(app: FastifyInstance) {
  const shown: OrderShown = { db: app.db, config: app.config };
  app.get(
    '/api/admin/customers/:id/orders',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'customers:read',
        openapi: {
          summary: "A customer's orders as Manage Orders shows them, 10 a page, newest first",
          params: adminCustomerParamsSchema,
          query: adminCustomerPageQuerySchema,
          response: '{success, orders, total, page, limit}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(adminCustomerParamsSchema, request.params);
      const { page } = parseInput(adminCustomerPageQuerySchema, request.query);
      return { success: true, ...(await customerOrderPage(shown, id, page)) };
    },
  );
}
