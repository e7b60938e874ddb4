import type { StoreTaxConfig } from '#config/env';
import type { Tx } from '#db/client';
import { issueInvoice } from '#modules/invoices';
import { orderItemsOf, type OrderRow } from './order-repository';

/** COD and wallet_partial orders: their tax point is the delivery, when the cash is taken. */
export async function invoiceIfDelivered(tx: Tx, store: StoreTaxConfig, order: OrderRow, at: Date) {
  if (order.status !== 'delivered') return null;
  return issueInvoice(tx, store, order, await orderItemsOf(tx, order.id), at);
}
