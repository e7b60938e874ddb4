import { CURRENCY, toAed } from '@store/domain';
import type { Db, Tx } from '#db/client';
import * as wallet from './wallet-repository';
import { ledgerJson } from './admin-wallet-service';
import { ledgerPage, type LedgerOrders } from './wallet-ledger';

/** More movements than any one shopper's wallet holds: the download has the whole ledger. */
const WHOLE_LEDGER = 100_000;

/** The shopper's balance and every movement, newest first, as the console's ledger shows them. */
export async function walletLedgerOf(db: Db, orders: LedgerOrders, userId: string) {
  const [row, lines] = await Promise.all([
    wallet.findWallet(db, userId),
    ledgerPage(db, orders, userId, WHOLE_LEDGER),
  ]);
  return {
    balance: toAed(row?.balanceFils ?? 0),
    currency: CURRENCY,
    transactions: lines.map(ledgerJson),
  };
}

/** The note of the movement that closes a wallet, which the ledger keeps. */
export const WALLET_CLOSED_NOTE = 'Account closed: the balance was given up';

/**
 * Closing an account gives up what its wallet holds (decision 79): one debit of the whole
 * balance under the wallet lock, so the ledger still adds up to the balance (0). Answers the
 * fils given up; 0 moves nothing.
 */
export async function closeWallet(tx: Tx, userId: string): Promise<number> {
  await wallet.lockWallet(tx, userId);
  const balance = await wallet.walletBalance(tx, userId);
  if (balance <= 0) return 0;
  await wallet.debitWallet(tx, {
    userId,
    amountFils: balance,
    reference: `account-closed:${userId}`,
    note: WALLET_CLOSED_NOTE,
  });
  return balance;
}
