import type { WalletTransaction } from '@store/domain/contract';
import { formatAed } from '@/lib/money';

/** '+AED 61.45' for a credit, '−AED 61.45' (a true minus sign) for a debit; always 2 decimals. */
export function signedAmount(tx: Pick<WalletTransaction, 'amount' | 'type'>): string {
  return `${tx.type === 'credit' ? '+' : '\u2212'}${formatAed(Math.abs(tx.amount))}`;
}
