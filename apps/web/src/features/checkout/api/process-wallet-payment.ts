import { apiPost } from '@/lib/api-client';

export type WalletStep = {
  success: true;
  newBalance: number;
  amountPaidFromWallet: number;
  remainingAmount: number;
  paymentMethod: 'wallet' | 'wallet_partial';
};

/** POST /api/auth/wallet/process-wallet-payment: the (idempotent) wallet step of an order. */
export const processWalletPayment = (orderid: string) =>
  apiPost<WalletStep>('/auth/wallet/process-wallet-payment', { orderid });
