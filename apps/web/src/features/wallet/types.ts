/** The wallet JSON of GET /api/auth/wallet/getWallet; money in AED. */

export type WalletTransaction = {
  _id: string;
  amount: number;
  /** The order's SH-… code, when the movement belongs to an order. */
  orderid: string | null;
  productid: string | null;
  date: string;
  type: 'credit' | 'debit';
  note: string | null;
  status: string;
  remainingAmount: number;
};

export type Wallet = {
  balance: number;
  currency: 'AED';
  lastUpdated: string | null;
  /** The newest few, newest first. */
  transactions: WalletTransaction[];
  totalTransactions: number;
};
