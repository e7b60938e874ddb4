export type Customer = { _id: string; fullname: string; email: string; createdAt: string };

/** GET /api/admin/dashboard/users. `totalCapped`: a search matched more than `total`. */
export type CustomerPage = {
  success: true;
  users: Customer[];
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
};

export type CustomerQuery = { page: number; limit: number; q?: string };

/** GET /api/admin/customers/:id: the profile and saved addresses. */
export type CustomerProfile = {
  success: true;
  customer: {
    _id: string;
    fullname: string;
    email: string;
    phoneno: string | null;
    language: 'en' | 'ar';
    signInMethod: 'password' | 'google' | 'password_and_google';
    emailVerified: boolean;
    createdAt: string;
  };
  addresses: CustomerAddress[];
};

export type CustomerAddress = {
  _id: string;
  username: string;
  mobileno: string;
  buildingNumber: string;
  streetName: string;
  area: string;
  city: string;
  emirate: string;
  country: string;
  pobox: string | null;
  savedaddressas: string;
  defaultaddress: boolean;
};

/** One line of the wallet's ledger (amounts in AED); `reason` is the note the shopper reads. */
export type WalletMovement = {
  _id: string;
  type: 'credit' | 'debit';
  amount: number;
  balanceAfter: number;
  reason: string;
  orderid: string | null;
  status: string;
  date: string;
};

/** GET /api/admin/customers/:id/wallet?page. */
export type CustomerWallet = {
  success: true;
  wallet: {
    balance: number;
    currency: string;
    lastUpdated: string | null;
    transactions: WalletMovement[];
    total: number;
    page: number;
    limit: number;
  };
};

/** POST /api/admin/customers/:id/wallet/adjust's body and answer. */
export type WalletAdjustment = {
  type: 'credit' | 'debit';
  amount: number;
  reason: string;
  /** Made once per submit of the dialog: every retry of that submit carries the same one. */
  idempotencyKey: string;
};
export type WalletAdjustmentAnswer = {
  success: true;
  balance: number;
  transaction: WalletMovement;
};
