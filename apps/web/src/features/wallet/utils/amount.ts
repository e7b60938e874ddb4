import { formatAed } from '@store/domain';

import type { WalletTransaction } from '../types';

/** '+AED 61.45' for a credit, '−AED 61.45' (a true minus sign) for a debit; always 2 decimals. */
export function signedAmount(tx: Pick<WalletTransaction, 'amount' | 'type'>): string {
  return `${tx.type === 'credit' ? '+' : '\u2212'}${formatAed(Math.abs(tx.amount))}`;
}
