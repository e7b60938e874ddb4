export type CustomerQuery = { page: number; limit: number; q?: string };

/** POST /api/admin/customers/:id/wallet/adjust's body. */
export type WalletAdjustment = {
  type: 'credit' | 'debit';
  amount: number;
  reason: string;
  /** Made once per submit of the dialog: every retry of that submit carries the same one. */
  idempotencyKey: string;
};
