import type { Db } from '#db/client';
import { refusal } from '#platform/errors';
import { creditNotePdfOf, invoicePdfOf, packingSlipPdf, type PdfFile } from '#modules/invoices';
import { findOrder, findOrderByRef, findOrderForUser, orderItemsOf } from './order-repository';

const notInvoiced = () => refusal('not_found', 'NOT_INVOICED');
const noCreditNote = () => refusal('not_found', 'CREDIT_NOTE_NOT_FOUND');

/**
 * The order's tax invoice as a PDF, rendered from the record as issued; null when the order has
 * none (not paid yet, or placed before invoicing began). For the mail sent when it is issued.
 */
export async function invoicePdfForOrder(db: Db, orderId: string): Promise<PdfFile | null> {
  const order = await findOrder(db, orderId);
  return order ? invoicePdfOf(db, order) : null;
}

/** The signed-in shopper's own invoice: 404 alike for another's order and one not invoiced. */
export async function shopperInvoice(db: Db, userId: string, ref: string) {
  const order = await findOrderForUser(db, userId, ref);
  if (!order) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  const file = await invoicePdfOf(db, order);
  if (!file) throw notInvoiced();
  return file;
}

async function adminOrder(db: Db, ref: string) {
  const order = await findOrderByRef(db, ref);
  if (!order) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  return order;
}

export async function adminInvoice(db: Db, ref: string) {
  const file = await invoicePdfOf(db, await adminOrder(db, ref));
  if (!file) throw notInvoiced();
  return file;
}

/** One of the order's credit notes as issued, for the mail that tells of the refund or credit. */
export async function creditNotePdfForOrder(
  db: Db,
  orderId: string,
  number: string,
): Promise<PdfFile | null> {
  const order = await findOrder(db, orderId);
  return order ? creditNotePdfOf(db, order, number) : null;
}

/** The signed-in shopper's own credit note: 404 alike for another's order and a wrong number. */
export async function shopperCreditNote(db: Db, userId: string, ref: string, number: string) {
  const order = await findOrderForUser(db, userId, ref);
  const file = order && (await creditNotePdfOf(db, order, number));
  if (!file) throw noCreditNote();
  return file;
}

export async function adminCreditNote(db: Db, ref: string, number: string) {
  const file = await creditNotePdfOf(db, await adminOrder(db, ref), number);
  if (!file) throw noCreditNote();
  return file;
}

export async function packingSlip(db: Db, ref: string): Promise<PdfFile> {
  const order = await adminOrder(db, ref);
  const items = await orderItemsOf(db, order.id);
  return {
    filename: `packing-slip-${order.orderid}.pdf`,
    content: await packingSlipPdf(order, items),
  };
}
