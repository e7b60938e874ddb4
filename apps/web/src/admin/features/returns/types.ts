import type { ReturnStatus, ReturnType as ReturnKind } from '@store/domain';

/** A return as GET /api/admin/returns lists it (prices in AED). */
export type AdminReturn = {
  _id: string;
  returnid: string;
  orderid: string;
  orderCode: string;
  productid: string;
  userid: string;
  reason: string;
  otherReason: string | null;
  returntype: ReturnKind;
  quantity: number;
  status: ReturnStatus;
  createdAt: string;
  updatedAt: string;
  product: {
    name: string;
    price: number;
    quantity: number;
    defaultImg: string | null;
    selections: { color: string; size: string };
  };
  user: { _id: string; fullname: string; email: string };
  order: { _id: string; orderid: string; createdAt: string; deliveredAt: string | null };
  /** AED credited to the wallet, once it was. */
  creditedAmount: number | null;
};

export type AdminReturnsPage = {
  success: true;
  returns: AdminReturn[];
  total: number;
  page: number;
  limit: number;
};

/** The live code's expiry (addOtp, getOtp); null when none is live. */
export type ReturnCodeExpiry = { otpExpiresAt: string } | null;

/** What Manage Returns asks GET /api/admin/returns for (page size is the server's). */
export type ReturnListQuery = { page: number; q?: string; status?: ReturnStatus };

/** updateReturnStatus's answer: the return as it is now. */
export type ReturnStatusAnswer = { success: true; message: string; return: AdminReturn };

/** verifyOtp's answer; `creditFailed`: the pickup holds but the wallet credit must be retried. */
export type ReturnCodeAnswer = {
  success: true;
  message: string;
  return: AdminReturn;
  creditFailed: boolean;
};

/** admin/wallet/credit's answer; the amount (AED) is the server's. */
export type WalletCreditAnswer = {
  success: true;
  alreadyWalletCredited: boolean;
  amount: number;
  return: AdminReturn;
};
