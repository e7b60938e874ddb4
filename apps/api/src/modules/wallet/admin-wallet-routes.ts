import {
  adminCustomerPageQuerySchema,
  adminCustomerParamsSchema,
  walletAdjustmentSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { adjustWallet, customerWallet, type WalletDeps } from './admin-wallet-service';
import type { LedgerOrders } from './wallet-ledger';

/** A customer's wallet on the console's customer page: the ledger, and the owner's adjustments. */
export async function adminWalletRoutes(
  app: FastifyInstance,
  { ledgerOrders }: { ledgerOrders: LedgerOrders },
) {
  const admin = { preHandler: app.requireAdmin };
  const deps: WalletDeps = {
    db: app.db,
    clock: app.clock,
    mailOutbox: app.mailOutbox,
    log: app.log,
  };

  app.get(
    '/api/admin/customers/:id/wallet',
    {
      ...admin,
      config: {
        permission: 'wallet:read',
        openapi: {
          summary: "A customer's wallet: balance and the ledger, newest first, 20 a page",
          params: adminCustomerParamsSchema,
          query: adminCustomerPageQuerySchema,
          response:
            '{success, wallet: {balance, currency, lastUpdated, transactions: [{_id, type, amount, balanceAfter, reason, orderid, status, date}], total, page, limit}}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(adminCustomerParamsSchema, request.params);
      const { page } = parseInput(adminCustomerPageQuerySchema, request.query);
      return { success: true, wallet: await customerWallet(app.db, ledgerOrders, id, page) };
    },
  );

  app.post(
    '/api/admin/customers/:id/wallet/adjust',
    {
      ...admin,
      config: {
        permission: 'wallet:adjust',
        openapi: {
          summary: "Credit or debit a customer's wallet with a reason, once per idempotency key",
          description:
            'The console makes one idempotency key per click; a repeated key answers the first ' +
            'result and moves no money (a key reused for another adjustment is a 409). A debit ' +
            'larger than the balance is a 409 INSUFFICIENT_BALANCE. The shopper reads the reason ' +
            'in their wallet; the audit log records wallet.credit or wallet.debit.',
          params: adminCustomerParamsSchema,
          body: walletAdjustmentSchema,
          response:
            '{success, balance, transaction: {_id, type, amount, balanceAfter, reason, date}}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(adminCustomerParamsSchema, request.params);
      const input = parseInput(walletAdjustmentSchema, request.body);
      return { success: true, ...(await adjustWallet(deps, request, id, input)) };
    },
  );
}
