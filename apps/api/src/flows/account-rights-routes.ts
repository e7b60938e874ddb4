import { adminCustomerParamsSchema, deleteAccountSchema, toAed } from '@store/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translateMessage } from '#platform/language/translate';
import { requestLanguage } from '#platform/language/request-language';
import { userIdOf } from '#platform/auth';
import { parseInput } from '#platform/validation';
import { accountRateRules as R } from '#modules/auth';
import { accountData, type AccountDataDeps } from './account-data';
import {
  eraseAccount,
  eraseOwnAccount,
  requestAccountDeletion,
  type ErasureDeps,
} from './account-erasure';

/** The copy as a file to keep as well as JSON: the browser saves it under its own name. */
async function sendAccountData(
  deps: AccountDataDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const data = await accountData(deps, userId, request);
  reply.header('content-disposition', `attachment; filename="${data.filename}"`);
  return data;
}

/**
 * A shopper's rights over their data: a copy of it, and the account's deletion confirmed by a
 * code sent to their email; and the same two for the owner on the console's customer page.
 */
export async function accountRightsRoutes(app: FastifyInstance) {
  const shopper = { preHandler: app.requireCustomer };
  const admin = { preHandler: app.requireAdmin };
  const deps: AccountDataDeps & ErasureDeps = {
    db: app.db,
    clock: app.clock,
    config: app.config,
    mailOutbox: app.mailOutbox,
    jwtSecret: app.jwtSecret,
    notificationRefs: app.notificationRefs,
  };
  const say = (request: FastifyRequest, text: string) =>
    translateMessage(text, requestLanguage(request.headers));

  app.get(
    '/api/auth/my-data',
    {
      ...shopper,
      config: {
        openapi: {
          summary: 'A copy of everything the store holds about the signed-in shopper (JSON)',
          description:
            'Profile, addresses, orders with their lines and promotions, returns, the wallet ledger, notifications and the recorded choices; sent as a file to save (content-disposition).',
          response: '{success, exportedAt, filename, profile, addresses, orders, …}',
        },
      },
    },
    async (request, reply) => sendAccountData(deps, request, reply, userIdOf(request)),
  );

  app.post(
    '/api/auth/delete-account/request',
    {
      ...shopper,
      config: {
        openapi: {
          summary: 'Mail the shopper a 6-digit code that confirms deleting their account',
          description:
            '409 while an order is not delivered, a return is open or a card payment is still settling; no code is sent then.',
          response: '{success, message, expiresAt, walletBalance}',
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await app.rateLimit.consume(`delete-account:${userId}`, R.deletionCodePerAccount);
      const { expiresAt, walletFils } = await requestAccountDeletion(deps, userId);
      return {
        success: true,
        message: say(
          request,
          'We have sent a 6-digit code to your email. Enter it to delete your account.',
        ),
        expiresAt: expiresAt.toISOString(),
        walletBalance: toAed(walletFils),
      };
    },
  );

  app.post(
    '/api/auth/delete-account',
    {
      ...shopper,
      config: {
        openapi: {
          summary: "Delete the shopper's account with the mailed code",
          description:
            'Closes the account (no more sign-in, every session ends) and erases its personal data; the orders, tax invoices and credit notes stay with what they printed. The wallet balance is given up.',
          body: deleteAccountSchema,
          response: '{success, message, erasure: {ordersKept, invoicesKept, walletForfeited}}',
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await app.rateLimit.consume(`delete-account:code:${userId}`, R.codeCheckPerAccount);
      const { code } = parseInput(deleteAccountSchema, request.body);
      const erasure = await eraseOwnAccount(deps, userId, request, code);
      const message = say(
        request,
        'Your account is deleted and your personal data erased. The tax invoices the law requires are kept.',
      );
      return { success: true, message, erasure };
    },
  );

  app.get(
    '/api/admin/customers/:id/data',
    {
      ...admin,
      config: {
        permission: 'customers:data',
        openapi: {
          summary: "A copy of everything the store holds about a customer (the shopper's download)",
          params: adminCustomerParamsSchema,
          response: '{success, exportedAt, filename, profile, addresses, orders, …}',
        },
      },
    },
    async (request, reply) => {
      const { id } = parseInput(adminCustomerParamsSchema, request.params);
      return sendAccountData(deps, request, reply, id);
    },
  );

  app.post(
    '/api/admin/customers/:id/erase',
    {
      ...admin,
      config: {
        permission: 'customers:erase',
        openapi: {
          summary: "Close a customer's account and erase their personal data",
          description:
            "The shopper's deletion without its code, refused alike while an order, a return or a card payment is open.",
          params: adminCustomerParamsSchema,
          response: '{success, message, erasure: {ordersKept, invoicesKept, walletForfeited}}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(adminCustomerParamsSchema, request.params);
      const erasure = await eraseAccount(deps, id, request);
      const message = say(
        request,
        "The customer's account is closed and their personal data erased.",
      );
      return { success: true, message, erasure };
    },
  );
}
