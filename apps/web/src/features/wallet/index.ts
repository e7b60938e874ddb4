// The wallet's public surface for checkout; the wallet page loads lazily from routes/.
export { getWalletQueryOptions, useWallet } from './api/get-wallet';
export type { Wallet, WalletTransaction } from '@store/domain/contract';
