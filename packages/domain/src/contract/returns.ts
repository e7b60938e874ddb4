import { z } from 'zod';
import { RETURN_REASONS, RETURN_TYPES } from '../returns';
import { RETURN_STATUSES } from '../statuses';
import { aed, answer, id, isoDate, ok, paging, selections } from './fields';

/** A return request as the shopper's calls answer it (price in AED). */
export const returnAnswer = answer({
  _id: id,
  /** RT-… */
  returnid: z.string(),
  /** The order's _id. */
  orderid: id,
  /** The order's SH-… code. */
  orderCode: z.string(),
  /** The order item's _id. */
  productid: id,
  reason: z.enum(RETURN_REASONS),
  otherReason: z.string().nullable(),
  returntype: z.enum(RETURN_TYPES),
  quantity: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  /** A replacement's colour and size to send; `exchanged` when not the item's own. */
  replacement: answer({ color: z.string(), size: z.string(), exchanged: z.boolean() }).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** The item as it was sold. */
  product: answer({
    name: z.string(),
    price: aed,
    quantity: z.number().int(),
    defaultImg: z.string(),
    selections,
  }),
});
export type ReturnRequest = z.output<typeof returnAnswer>;

/** GET /api/order/returns. */
export const returnsAnswer = answer({ success: ok, data: z.array(returnAnswer) });
export type ReturnsResponse = z.output<typeof returnsAnswer>;

/** The console's return: the shopper's view plus the customer, the order's dates, the credit. */
export const adminReturnAnswer = returnAnswer.extend({
  userid: id,
  user: answer({ _id: id, fullname: z.string(), email: z.string() }),
  order: answer({
    _id: id,
    orderid: z.string(),
    createdAt: isoDate,
    deliveredAt: isoDate.nullable(),
  }),
  /** AED credited to the wallet, once it was. */
  creditedAmount: aed.nullable(),
  /** The unit went back to its colour and size at pickup. */
  restocked: z.boolean(),
});
export type AdminReturn = z.output<typeof adminReturnAnswer>;

/** GET /api/admin/returns. */
export const adminReturnsPageAnswer = answer({
  success: ok,
  returns: z.array(adminReturnAnswer),
  ...paging,
});
export type AdminReturnsPage = z.output<typeof adminReturnsPageAnswer>;

/** The live code's expiry (addOtp, getOtp); null when none is live. */
export const returnCodeExpiryAnswer = answer({ otpExpiresAt: isoDate }).nullable();
export type ReturnCodeExpiry = z.output<typeof returnCodeExpiryAnswer>;

/** updateReturnStatus's answer: the return as it is now. */
export const returnStatusAnswer = answer({
  success: ok,
  message: z.string(),
  return: adminReturnAnswer,
});
export type ReturnStatusAnswer = z.output<typeof returnStatusAnswer>;

/** verifyOtp's answer; `creditFailed`: the pickup holds but the wallet credit must be retried. */
export const returnCodeAnswer = returnStatusAnswer.extend({ creditFailed: z.boolean() });
export type ReturnCodeAnswer = z.output<typeof returnCodeAnswer>;

/** admin/wallet/credit's answer; the amount (AED) is the server's. */
export const walletCreditAnswer = answer({
  success: ok,
  alreadyWalletCredited: z.boolean(),
  amount: aed,
  return: adminReturnAnswer,
});
export type WalletCreditAnswer = z.output<typeof walletCreditAnswer>;

/** GET /api/order/exchange-options: each variant a replacement may send. */
export const exchangeOptionsAnswer = answer({
  success: ok,
  options: z.array(
    answer({ color: z.string(), size: z.string(), available: z.boolean(), current: z.boolean() }),
  ),
});
export type ExchangeOptions = z.output<typeof exchangeOptionsAnswer>;
