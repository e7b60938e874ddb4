export { adminWalletRoutes } from './admin-wallet-routes';
export {
  INSUFFICIENT,
  creditWallet,
  debitWallet,
  lockWallet,
  walletBalance,
} from './wallet-repository';
export { walletRoutes } from './wallet-routes';
export type { LedgerOrders } from './wallet-ledger';
export { closeWallet, walletLedgerOf } from './wallet-closing';
