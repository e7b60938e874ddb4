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
