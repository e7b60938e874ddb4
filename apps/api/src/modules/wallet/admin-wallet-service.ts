import type {
  CustomerWallet,
  WalletAdjustmentAnswer,
  Sent,
  WalletMovement,
} from '@store/domain/contract';
import {
  ADMIN_CUSTOMER_LEDGER_PAGE_SIZE,
  CURRENCY,
  formatFils,
  toAed,
  toFils,
  type WalletAdjustmentInput,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#db/client';
import { refusal } from '#platform/errors';
import { recordAdminWrite } from '#modules/audit';
import { findUserById, spendWalletAllowance } from '#modules/auth';
import { tellShopper, type NotificationDeps } from '#modules/notifications';
import * as wallet from './wallet-repository';
import { ledgerPage, type LedgerLine, type LedgerOrders } from './wallet-ledger';

/** What an adjustment uses of the running store, by the app's names: it writes and tells. */
export type WalletDeps = { db: Db } & Pick<NotificationDeps, 'clock' | 'mailOutbox' | 'log'>;

type Movement = NonNullable<Awaited<ReturnType<typeof wallet.findMovement>>>;

/** One ledger line as the console shows it: the reason is the note the shopper reads too. */
export function ledgerJson(t: LedgerLine): Sent<WalletMovement> {
  return {
    _id: t.id,
    type: t.type,
    amount: toAed(t.amountFils),
    balanceAfter: toAed(t.balanceAfterFils),
    reason: t.note,
    orderid: t.orderid,
    status: t.status,
    date: t.createdAt.toISOString(),
  };
}

/** The customer's wallet for the console: balance and one page of the ledger, newest first. */
export async function customerWallet(
  db: Db,
  orders: LedgerOrders,
  userId: string,
  page: number,
): Promise<Sent<CustomerWallet['wallet']>> {
  const limit = ADMIN_CUSTOMER_LEDGER_PAGE_SIZE;
  const [row, lines, total] = await Promise.all([
    wallet.findWallet(db, userId),
    ledgerPage(db, orders, userId, limit, (page - 1) * limit),
    wallet.countTransactions(db, userId),
  ]);
  return {
    balance: toAed(row?.balanceFils ?? 0),
    currency: CURRENCY,
    lastUpdated: row ? row.updatedAt.toISOString() : null,
    transactions: lines.map(ledgerJson),
    total,
    page,
    limit,
  };
}

/** The ledger reference of an adjustment: its key, unique like every movement's reference. */
const referenceOf = (key: string) => `admin-adjustment:${key}`;

function adjustmentJson(m: Movement): Sent<Omit<WalletAdjustmentAnswer, 'success'>> {
  return {
    balance: toAed(m.balanceAfterFils),
    transaction: {
      _id: m.id,
      type: m.type,
      amount: toAed(m.amountFils),
      balanceAfter: toAed(m.balanceAfterFils),
      reason: m.note,
      orderid: null,
      status: m.status,
      date: m.createdAt.toISOString(),
    },
  };
}

/**
 * The owner's credit or debit of a customer's wallet, applied once per idempotency key
 * (docs/decisions/0049): under the shopper's wallet lock (the one every wallet writer takes) a
 * key already in the ledger answers its first result and moves nothing; a new one moves the
 * money through the ledger's own debit and credit and records itself in the audit log in the
 * same transaction. A debit never takes the balance below 0.
 */
export async function adjustWallet(
  deps: WalletDeps,
  request: FastifyRequest,
  userId: string,
  input: WalletAdjustmentInput,
) {
  const fils = toFils(input.amount);
  const reference = referenceOf(input.idempotencyKey);
  const moved = await deps.db.transaction(async (tx) => {
    await wallet.lockWallet(tx, userId);
    const earlier = await wallet.findMovement(tx, reference);
    if (earlier) {
      if (earlier.userId !== userId || earlier.type !== input.type || earlier.amountFils !== fils) {
        throw refusal('conflict', 'IDEMPOTENCY_KEY_REUSED');
      }
      return earlier;
    }
    const customer = await findUserById(tx, userId);
    if (!customer) throw refusal('not_found', 'customer.customer_not_found', { code: 'NOT_FOUND' });
    const before = await wallet.walletBalance(tx, userId);
    if (input.type === 'debit' && fils > before) {
      throw refusal('conflict', 'customer.cannot_debit_amount_balance_balance', {
        params: { amount: formatFils(fils), balance: formatFils(before) },
        code: 'INSUFFICIENT_BALANCE',
      });
    }
    // A member's adjustments count against their daily cap (decision 82); a refusal moves nothing.
    await spendWalletAllowance(tx, request, fils, deps.clock.now());
    const movement = { userId, amountFils: fils, reference, note: input.reason };
    const after =
      input.type === 'debit'
        ? await wallet.debitWallet(tx, movement)
        : await wallet.creditWallet(tx, movement);
    await recordAdminWrite(tx, request, {
      action: `wallet.${input.type}`,
      objectType: 'wallet',
      objectId: userId,
      objectLabel: `${customer.fullname} (${customer.email})`,
      // Money in fils, as every entry of the log keeps it (the console shows it as AED).
      changes: {
        amountFils: fils,
        balanceFils: { from: before, to: after },
        reason: input.reason,
      },
    });
    // The shopper hears of a credit (mail and bell, in their language), with the owner's reason.
    if (input.type === 'credit') {
      await tellShopper(deps, tx, {
        userId,
        event: {
          kind: 'wallet_credited',
          amountFils: fils,
          balanceFils: after,
          reason: input.reason,
        },
      });
    }
    const recorded = await wallet.findMovement(tx, reference);
    if (!recorded) throw new Error(`wallet movement ${reference} vanished`);
    return recorded;
  });
  return adjustmentJson(moved);
}
