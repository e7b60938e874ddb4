import { adminLoginSchema, adminUsersQuerySchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/validation';
import { adminLogin, customerPage } from './admin-service';
import { RATE_RULES as R } from './rate-rules';

/** The back office's sign-in and customer list (admin spec section 7). */
export async function adminAuthRoutes(app: FastifyInstance) {
  app.post(
    '/api/admin/login',
    {
      config: {
        openapi: {
          summary: 'Shop owner sign-in: an admin token (12 hours)',
          description:
            'Rate limited per username and per address; one message for a wrong name or password.',
          body: adminLoginSchema,
          response: '{success, token, message}',
        },
      },
    },
    async (request) => {
      await app.rateLimit.consume(`admin-login:ip:${request.ip}`, R.adminLoginPerClient);
      const input = parseInput(adminLoginSchema, request.body);
      const account = input.username.toLowerCase();
      await app.rateLimit.consume(`admin-login:account:${account}`, R.adminLoginPerAccount);
      const { token } = await adminLogin(app, input);
      return { success: true, token, message: 'Login successful' };
    },
  );

  app.get(
    '/api/admin/dashboard/users',
    {
      preHandler: app.requireAdmin,
      config: {
        openapi: {
          summary: 'Customers, newest first, paged, searched by name or email',
          query: adminUsersQuerySchema,
          response: '{success, users: [{_id, fullname, email}], total, page, limit}',
        },
      },
    },
    async (request) => ({
      success: true,
      ...(await customerPage(app, parseInput(adminUsersQuerySchema, request.query))),
    }),
  );
}
