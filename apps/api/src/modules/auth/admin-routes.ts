import { adminCustomerParamsSchema, adminLoginSchema, adminUsersQuerySchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import {
  adminLoginBucket,
  checkAdminPassword,
  customerPage,
  customerProfile,
  signInDevice,
  startAdminSession,
} from './admin-service';
import type { SavedAddressesOf } from './admin-service';
import type { AuthDeps } from './auth-deps';
import { RATE_RULES as R } from './rate-rules';
import { countOnlyFailures, rememberSignInClient } from './sign-in-limits';

/**
 * What a right password leads to for this member: null to start the session now, or the answer
 * that asks for a second step (two-step sign-in, in its own module) instead of a token.
 */
export type SecondStepOf = (app: FastifyInstance, adminId: string) => Promise<object | null>;

export interface AdminAuthRouteOptions {
  /** The customer page's saved addresses (addresses/address-service.ts). */
  savedAddressesOf: SavedAddressesOf;
  /** Two-step sign-in's say after the password; without it, every right password signs in. */
  secondStep?: SecondStepOf;
}

/** The back office's sign-in and customer list. */
export async function adminAuthRoutes(app: FastifyInstance, options: AdminAuthRouteOptions) {
  const deps: Pick<AuthDeps, 'db' | 'jwtSecret' | 'passwords' | 'tokens'> = {
    db: app.db,
    jwtSecret: app.jwtSecret,
    passwords: app.passwords,
    tokens: app.tokens,
  };
  app.post(
    '/api/admin/login',
    {
      config: {
        openapi: {
          summary: 'Shop owner sign-in: an admin token (12 hours), or a second step',
          description:
            'Failed attempts are limited per username and per address; an address this admin signed in ' +
            'from before has an allowance of its own. One message for a wrong name or password. ' +
            'With two-step sign-in on, the answer carries no token but `secondStep: "code"` and a ' +
            '`challenge` for POST /api/admin/login/code; when the owner requires two-step sign-in ' +
            'and this member has not set it up, `secondStep: "setup"` (POST /api/admin/login/setup).',
          body: adminLoginSchema,
          response:
            '{success, token, message} or {success, secondStep, challenge, expiresAt, message}',
        },
      },
    },
    async (request) => {
      const limit = app.rateLimit;
      // A flood of hashes is refused before its database work (decision 25).
      await app.passwords.admit();
      const hits = [await limit.consume(`admin-login:ip:${request.ip}`, R.adminLoginPerClient)];
      const input = parseInput(adminLoginSchema, request.body);
      const bucket = await adminLoginBucket(deps, input.username, request.ip);
      hits.push(await limit.consume(bucket, R.adminLoginPerAccount));
      // Only failures count, so the owner's own sign-ins never lock the owner out (decision 25).
      const admin = await countOnlyFailures(limit, hits, () => checkAdminPassword(deps, input));
      // With two-step sign-in on, the session (and the address's allowance) waits for the code.
      const pending = await options.secondStep?.(app, admin.id);
      if (pending) return pending;
      const token = await startAdminSession(deps, admin, signInDevice(request));
      const adminId = admin.id;
      await rememberSignInClient(deps, { adminId }, request.ip);
      return { success: true, token, message: 'Login successful' };
    },
  );

  app.get(
    '/api/admin/dashboard/users',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'customers:read',
        openapi: {
          summary: 'Customers, newest first, paged, searched by name or email',
          query: adminUsersQuerySchema,
          response: '{success, users: [{_id, fullname, email}], total, page, limit}',
        },
      },
    },
    async (request) => ({
      success: true,
      ...(await customerPage(app.db, parseInput(adminUsersQuerySchema, request.query))),
    }),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'customers:read',
        openapi: {
          summary: "A customer's profile and saved addresses, for the console's customer page",
          params: adminCustomerParamsSchema,
          response:
            '{success, customer: {_id, fullname, email, phoneno, language, signInMethod, emailVerified, createdAt}, addresses}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(adminCustomerParamsSchema, request.params);
      return { success: true, ...(await customerProfile(app.db, id, options.savedAddressesOf)) };
    },
  );
}
