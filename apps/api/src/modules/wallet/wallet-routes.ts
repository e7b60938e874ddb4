import { CURRENCY, toAed, walletPaymentSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { refusal } from '#platform/errors';
import { parseInput } from '#platform/validation';
import type { Tx } from '#db/client';
import * as wallet from './wallet-repository';
import { ledgerPage, type LedgerOrders } from './wallet-ledger';
import { userIdOf } from '#platform/auth';

const RECENT = 10;

/** The shopper's own order by its _id or SH- id, as the orders module answers it. */
export type OrderOfShopper = (
  tx: Tx,
  userId: string,
  ref: string,
) => Promise<
  { paymentMethod: string; walletAmountFils: number; remainingAmountFils: number } | undefined
>;

export async function walletRoutes(
  app: FastifyInstance,
  { orderOfShopper, ledgerOrders }: { orderOfShopper: OrderOfShopper; ledgerOrders: LedgerOrders },
) {
  const auth = { preHandler: app.requireCustomer };

  app.get(
    '/api/auth/wallet/getWallet',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'The wallet: balance and the 10 most recent transactions',
          response:
            '{success, wallet: {balance, currency, lastUpdated, transactions, totalTransactions}}',
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const [row, recent, total] = await Promise.all([
        wallet.findWallet(app.db, userId),
        ledgerPage(app.db, ledgerOrders, userId, RECENT),
        wallet.countTransactions(app.db, userId),
      ]);
      return {
        success: true,
        wallet: {
          balance: toAed(row?.balanceFils ?? 0),
          currency: CURRENCY,
          lastUpdated: row ? row.updatedAt.toISOString() : null,
          transactions: recent.map((t) => ({
            _id: t.id,
            amount: toAed(t.amountFils),
            orderid: t.orderid,
            productid: t.productid,
            date: t.createdAt.toISOString(),
            type: t.type,
            note: t.note,
            status: t.status,
            remainingAmount: toAed(t.remainingFils ?? 0),
          })),
          totalTransactions: total,
        },
      };
    },
  );

  /**
   * The original wallet step after addOrder. The debit already happened inside addOrder's
   * transaction, so this only reports it; calling it again changes nothing.
   */
  app.post(
    '/api/auth/wallet/process-wallet-payment',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'The wallet share of an order (the original step after addOrder)',
          description: 'Reports the debit addOrder made; calling it again changes nothing.',
          body: walletPaymentSchema,
          response: '{success, newBalance, amountPaidFromWallet, remainingAmount, paymentMethod}',
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { orderid } = parseInput(walletPaymentSchema, request.body);
      return app.db.transaction(async (tx) => {
        if (!(await wallet.tryLockWallet(tx, userId))) {
          throw refusal('conflict', 'PAYMENT_IN_PROGRESS');
        }
        const order = await orderOfShopper(tx, userId, orderid);
        if (!order) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
        if (order.paymentMethod !== 'wallet' && order.paymentMethod !== 'wallet_partial') {
          throw refusal('validation', 'PAYMENT_FAILED');
        }
        return {
          success: true,
          newBalance: toAed(await wallet.walletBalance(tx, userId)),
          amountPaidFromWallet: toAed(order.walletAmountFils),
          remainingAmount: toAed(order.remainingAmountFils),
          paymentMethod: order.paymentMethod,
        };
      });
    },
  );
}
