import { shipmentOf } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import type { OrderItemRow, OrderRow } from '../checkout/checkout-repository';
import { tellShopper } from '../mails/tell-shopper';

/**
 * The order's mails and bell lines (issue 30), each written inside the transaction of the change
 * that causes it. The placed mail names the tax invoice, attached when the mail is sent if the
 * order has one by then (card and wallet orders are invoiced as they are placed).
 */
export async function tellOrderPlaced(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<void> {
  await tellShopper(app, tx, {
    userId: order.userId,
    orderId: order.id,
    event: {
      kind: 'order_placed',
      orderid: order.orderid,
      items: items.map((i) => ({
        name: i.name,
        color: i.color,
        size: i.size,
        quantity: i.quantity,
        priceFils: i.priceFils,
      })),
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

export async function tellOrderShipped(app: FastifyInstance, tx: Tx, order: OrderRow) {
  const shipment = shipmentOf(app.config.shipping.couriers, order);
  await tellShopper(app, tx, {
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

/** How much goes back and where: the wallet share at once, a paid card's share to the card. */
export async function tellOrderCancelled(app: FastifyInstance, tx: Tx, order: OrderRow) {
  const cardFils =
    order.paymentMethod === 'online' && order.isPaid ? order.totalFils - order.walletAmountFils : 0;
  await tellShopper(app, tx, {
    userId: order.userId,
    orderId: order.id,
    event: {
      kind: 'order_cancelled',
      orderid: order.orderid,
      walletFils: order.walletAmountFils,
      cardFils,
      cardLast4: order.cardLast4,
    },
  });
}
