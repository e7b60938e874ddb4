import { z } from 'zod';
import { aed, answer, id, isoDate, ok, paging } from './fields';

const movementType = z.enum(['credit', 'debit']);

/** A movement of the shopper's wallet. */
export const walletTransactionAnswer = answer({
  _id: id,
  amount: aed,
  /** The order's SH-… code, when the movement belongs to an order. */
  orderid: z.string().nullable(),
  productid: z.string().nullable(),
  date: isoDate,
  type: movementType,
  note: z.string().nullable(),
  status: z.string(),
  remainingAmount: aed,
});
export type WalletTransaction = z.output<typeof walletTransactionAnswer>;

/** The wallet of GET /api/auth/wallet/getWallet: the newest few movements, newest first. */
export const walletAnswer = answer({
  balance: aed,
  currency: z.literal('AED'),
  lastUpdated: isoDate.nullable(),
  transactions: z.array(walletTransactionAnswer),
  totalTransactions: z.number().int(),
});
export type Wallet = z.output<typeof walletAnswer>;

/** GET /api/auth/wallet/getWallet. */
export const walletResponseAnswer = answer({ success: ok, wallet: walletAnswer });
export type WalletResponse = z.output<typeof walletResponseAnswer>;

/** One line of the ledger as the console shows it; `reason` is the note the shopper reads. */
export const walletMovementAnswer = answer({
  _id: id,
  type: movementType,
  amount: aed,
  balanceAfter: aed,
  reason: z.string(),
  orderid: z.string().nullable(),
  status: z.string(),
  date: isoDate,
});
export type WalletMovement = z.output<typeof walletMovementAnswer>;

/** GET /api/admin/customers/:id/wallet?page. */
export const customerWalletAnswer = answer({
  success: ok,
  wallet: answer({
    balance: aed,
    currency: z.string(),
    lastUpdated: isoDate.nullable(),
    transactions: z.array(walletMovementAnswer),
    ...paging,
  }),
});
export type CustomerWallet = z.output<typeof customerWalletAnswer>;

/** POST /api/admin/customers/:id/wallet/adjust's answer. */
export const walletAdjustmentAnswer = answer({
  success: ok,
  balance: aed,
  transaction: walletMovementAnswer,
});
export type WalletAdjustmentAnswer = z.output<typeof walletAdjustmentAnswer>;
