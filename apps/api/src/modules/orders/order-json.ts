import type { PlacedOrder, Sent } from '@store/domain/contract';
import {
  CURRENCY,
  shipmentOf,
  shownPriceFils,
  toAed,
  type Courier,
  type VatSetting,
  isPayLaterMethod,
} from '@store/domain';
import { mediaUrl } from '#platform/media';
import type { OrderItemRow, OrderRow } from './order-repository';

/** What an order's answer is shown with: the store's config satisfies it as it is. */
export type OrderShownWith = {
  media: { baseUrl: string };
  store: VatSetting;
  shipping: { couriers: readonly Courier[] };
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The contract's Order: money in AED, image keys as URLs, the address as it was at checkout. An
 * item's `price` is the stored price it was bought at; `priceWithVat` is that price as the
 * storefront showed it (decision 32).
 */
export function orderJson(
  order: OrderRow,
  items: ReadonlyArray<OrderItemRow & { nameAr?: string | null }>,
  shown: OrderShownWith,
): Sent<PlacedOrder> {
  const vat = shown.store;
  const mediaBaseUrl = shown.media.baseUrl;
  const isCard = order.paymentMethod === 'online';
  return {
    _id: order.id,
    orderid: order.orderid,
    userid: order.userId,
    items: items.map((item) => ({
      _id: item.id,
      // The product's _id, as the cart names it; the catalogue code once the product is deleted.
      productid: item.productId ?? item.productid,
      name: item.name,
      /** The product's Arabic name now, for the Arabic pages; null without one. */
      nameAr: item.nameAr || null,
      defaultImg: mediaUrl(mediaBaseUrl, item.defaultImg),
      price: toAed(item.priceFils),
      priceWithVat: toAed(shownPriceFils(item.priceFils, vat)),
      quantity: item.quantity,
      selections: { color: item.color, size: item.size },
    })),
    totalprice: toAed(order.totalFils),
    subtotal: toAed(order.subtotalFils),
    vat: toAed(order.vatFils),
    shipping: toAed(order.shippingFils),
    status: order.status,
    paymentMethod: order.paymentMethod,
    isPaid: order.isPaid,
    paymentDetails: {
      amount: toAed(order.totalFils),
      currency: CURRENCY,
      method: order.paymentMethod,
      status: order.paymentStatus,
      walletAmount: toAed(order.walletAmountFils),
      remainingAmount: toAed(order.remainingAmountFils),
      ...(isCard ? { paymentIntentId: order.paymentIntentId, cardLast4: order.cardLast4 } : {}),
      ...(isPayLaterMethod(order.paymentMethod)
        ? {
            paymentIntentId: order.paymentIntentId,
            captureState: order.captureState,
            captureError: order.captureError,
          }
        : {}),
    },
    amountPaidFromWallet: toAed(order.walletAmountFils),
    shippingaddress: order.shippingAddress,
    zipCode: order.zipCode,
    createdAt: order.createdAt.toISOString(),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    cancelledAt: iso(order.cancelledAt),
    /** Beside the original fields: the shopper asked to cancel in transit and awaits the owner. */
    cancelRequestedAt: iso(order.cancelRequestedAt),
    /** Beside the original fields: the courier and parcel given when shipped, null before. */
    shipment: shipmentOf(shown.shipping.couriers, order),
    /** Beside the original fields: the promotions it got; the totals are after them. */
    promotions: order.promotions.map(({ amountFils, ...promotion }) => ({
      ...promotion,
      amount: toAed(amountFils),
    })),
  };
}

export type OrderJson = ReturnType<typeof orderJson>;
