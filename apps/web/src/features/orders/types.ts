import type { ReturnReason, ReturnStatus, ReturnType as ReturnKind } from '@store/domain';

/** A return request as GET /api/order/returns lists it. */
export type ReturnRequest = {
  _id: string;
  /** RT-… */
  returnid: string;
  /** The order's _id. */
  orderid: string;
  /** The order's SH-… code. */
  orderCode: string;
  /** The order item's _id. */
  productid: string;
  reason: ReturnReason;
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
    defaultImg: string;
    selections: { color: string; size: string };
  };
};
