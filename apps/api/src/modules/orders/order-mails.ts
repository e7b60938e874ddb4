import { bagAmounts, shipmentOf } from '@store/domain';
import type { Tx } from '#db/client';
import type { OrderItemRow, OrderRow } from './order-repository';
import { orderSetting, creditNoteFromSource } from '#modules/invoices';
import { tellShopper } from '#modules/notifications';
import type { OrderDeps, OrderTell } from './order-deps';

/**
 * The order's mails and bell lines, each written inside the transaction of the change
 * that causes it. The placed mail names the tax invoice, attached when the mail is sent if the
 * order has one by then (card and wallet orders are invoiced as they are placed).
 */
export async function tellOrderPlaced(
  deps: OrderTell,
  tx: Tx,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<void> {
  // The figures the bag and checkout showed, under the setting the order was priced with: the
  // lines at their shown prices, shipping, the total and the VAT in it, as the invoice has them.
  // The lines before the promotions, each promotion, then the rounding that makes them add up.
  const { totals, linesWithVatFils, roundingFils } = bagAmounts(items, orderSetting(order, items), {
    lineDiscountFils: items.map((i) => i.discountFils),
    freeShipping: order.shippingFils === 0,
  });
  await tellShopper(deps, tx, {
    userId: order.userId,
    orderId: order.id,
    event: {
      kind: 'order_placed',
      orderid: order.orderid,
      items: items.map((i, n) => ({
        name: i.name,
        color: i.color,
        size: i.size,
        quantity: i.quantity,
        lineFils: linesWithVatFils[n] ?? 0,
      })),
      promotions: order.promotions,
      roundingFils,
      shippingFils: totals.added_Shipping_Price,
      vatFils: totals.vatIncludedFils,
      totalFils: order.totalFils,
      address: order.shippingAddress,
      paymentMethod: order.paymentMethod,
      walletFils: order.walletAmountFils,
      remainingFils: order.remainingAmountFils,
      cardLast4: order.cardLast4,
    },
    attachments: [{ kind: 'invoice', orderId: order.id }],
  });
}

export async function tellOrderShipped(
  deps: OrderTell & Pick<OrderDeps, 'config'>,
  tx: Tx,
  order: OrderRow,
) {
  const shipment = shipmentOf(deps.config.shipping.couriers, order);
  await tellShopper(deps, tx, {
    userId: order.userId,
    orderId: order.id,
    event: {
      kind: 'order_shipped',
      orderid: order.orderid,
      carrier: shipment?.carrier ?? null,
      carrierName: shipment?.carrierName ?? null,
      trackingNumber: shipment?.trackingNumber ?? order.trackingNumber,
      trackingUrl: shipment?.trackingUrl ?? null,
    },
  });
}

/**
 * How much goes back and where: the wallet share at once, a paid card's share to the card; an
 * invoiced order's mail carries the credit note its cancel issued.
 */
export async function tellOrderCancelled(deps: OrderTell, tx: Tx, order: OrderRow) {
  const cardFils =
    order.paymentMethod === 'online' && order.isPaid ? order.totalFils - order.walletAmountFils : 0;
  const note = await creditNoteFromSource(tx, order.id, 'cancel');
  await tellShopper(deps, tx, {
    userId: order.userId,
    orderId: order.id,
    event: {
      kind: 'order_cancelled',
      orderid: order.orderid,
      walletFils: order.walletAmountFils,
      cardFils,
      cardLast4: order.cardLast4,
      creditNote: note?.number ?? null,
    },
    attachments: note ? [{ kind: 'credit_note', orderId: order.id, number: note.number }] : [],
  });
}
