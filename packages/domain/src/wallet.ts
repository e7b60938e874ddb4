import type { Fils } from './money';

/** How much of the wallet pays for an order: the lesser of balance and total, never negative. */
export function walletUse(balance: Fils, total: Fils): Fils {
  return Math.max(0, Math.min(balance, total));
}

/** 'wallet' when the balance covers the whole total, otherwise 'wallet_partial'. */
export function walletPaymentMethod(balance: Fils, total: Fils): 'wallet' | 'wallet_partial' {
  return balance >= total ? 'wallet' : 'wallet_partial';
}
