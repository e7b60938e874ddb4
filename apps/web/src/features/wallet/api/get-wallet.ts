import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Wallet, WalletResponse } from '@store/domain/contract';

const EMPTY: Wallet = {
  balance: 0,
  currency: 'AED',
  lastUpdated: null,
  transactions: [],
  totalTransactions: 0,
};

/** GET /api/auth/wallet/getWallet; a not-found wallet is silently empty. */
export async function getWallet(signal?: AbortSignal): Promise<Wallet> {
  try {
    const { wallet } = await apiGet<WalletResponse>('/auth/wallet/getWallet', { signal });
    return { ...wallet, transactions: wallet.transactions ?? [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY;
    throw error;
  }
}

export const getWalletQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.wallet(),
    queryFn: ({ signal }) => getWallet(signal),
    staleTime: 0,
  });

/** The balance and recent transactions (checkout's payment choice and the wallet page). */
export const useWallet = () => useQuery(getWalletQueryOptions());
