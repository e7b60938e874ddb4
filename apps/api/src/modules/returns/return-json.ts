import type { AdminReturn, ReturnRequest, Sent } from '@store/domain/contract';
import { toAed } from '@store/domain';
import { mediaUrl } from '#platform/media';
import { replacementOf } from './exchange-stock';
import type { ReturnWithItem } from './return-repository';

/** The contract's Return: the request plus the item as it was sold (price in AED). */
export function returnJson(
  { request, orderid, item }: ReturnWithItem,
  mediaBaseUrl: string,
): Sent<ReturnRequest> {
  return {
    _id: request.id,
    returnid: request.returnid,
    orderid: request.orderId,
    orderCode: orderid,
    productid: request.orderItemId,
    reason: request.reason,
    otherReason: request.reasonDetail,
    returntype: request.returntype,
    quantity: request.quantity,
    status: request.status,
    /** A replacement's colour and size to send (exchanged: not the item's own); null for credit. */
    replacement: replacementOf(request, item),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    product: {
      name: item.name,
      price: toAed(item.priceFils),
      quantity: item.quantity,
      defaultImg: mediaUrl(mediaBaseUrl, item.defaultImg),
      selections: { color: item.color, size: item.size },
    },
  };
}

export type ReturnJson = ReturnType<typeof returnJson>;

/**
 * The back office's Return (Manage Returns): the shopper's view plus the customer, the order's
 * dates and, once credited, the amount in AED. Never a code.
 */
export function adminReturnJson(row: ReturnWithItem, mediaBaseUrl: string): Sent<AdminReturn> {
  const { request, order, user } = row;
  return {
    ...returnJson(row, mediaBaseUrl),
    userid: request.userId,
    user: { _id: request.userId, fullname: user.fullname, email: user.email },
    order: {
      _id: request.orderId,
      orderid: row.orderid,
      createdAt: order.createdAt.toISOString(),
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
    },
    creditedAmount: request.creditedFils === null ? null : toAed(request.creditedFils),
    /** The unit went back to its colour and size at pickup (the shop owner said resellable). */
    restocked: request.restocked,
  };
}

export type AdminReturnJson = ReturnType<typeof adminReturnJson>;
