import {
  invoiceAmounts,
  type PricedLine,
  normalizeEmirate,
  VAT_PERCENT,
  type VatSetting,
  isPayLaterMethod,
} from '@store/domain';
import type { StoreTaxConfig } from '#config/env';
import type { Tx } from '#db/client';
import type { ShippingAddressSnapshot, TaxLine } from '#db/schema';
import { findUserById } from '#modules/auth';
import * as repo from './invoice-repository';

/** What a document is issued from: the order as the orders module gives it, and its lines. */
export interface InvoicedOrder {
  id: string;
  /** The SH- id the documents name. */
  orderid: string;
  userId: string;
  paymentMethod: string;
  isPaid: boolean;
  subtotalFils: number;
  shippingFils: number;
  totalFils: number;
  shippingAddress: ShippingAddressSnapshot;
}
export interface InvoicedItem extends PricedLine {
  name: string;
  color: string;
  size: string;
  /** The line's share of the order's promotions, in stored terms (0: none). */
  discountFils?: number;
}

/**
 * Issuing tax invoices and credit notes (decision 34). Each runs inside the transaction that
 * moves the money or the goods, after that transaction's other locks, so a document exists
 * exactly when what it records happened, and its number is taken last (held briefly).
 */

/** Card and wallet orders are paid at placement; cash (in full or in part) when delivered. */
export const paidAtPlacement = (order: Pick<InvoicedOrder, 'paymentMethod' | 'isPaid'>) =>
  order.isPaid &&
  (order.paymentMethod === 'online' ||
    order.paymentMethod === 'wallet' ||
    isPayLaterMethod(order.paymentMethod));

/**
 * The VAT setting the order was priced under, read from its own figures: with prices entered
 * without VAT its subtotal is the lines' sum, with VAT in them the subtotal is that sum less VAT.
 * So an invoice always adds up to what the order charged, even if the setting changed since.
 */
export function orderSetting(
  order: Pick<InvoicedOrder, 'subtotalFils'>,
  items: readonly Pick<InvoicedItem, 'priceFils' | 'quantity' | 'discountFils'>[],
): VatSetting {
  const goods = items.reduce((s, i) => s + i.priceFils * i.quantity - (i.discountFils ?? 0), 0);
  return { pricesIncludeVat: order.subtotalFils !== goods };
}

export function invoiceLines(order: InvoicedOrder, items: readonly InvoicedItem[]) {
  const setting = orderSetting(order, items);
  // The lines after the order's promotions; shipping as the order charged it (a free-shipping
  // promotion waived a fee the AED 100 rule would have charged).
  const amounts = invoiceAmounts(items, setting, {
    lineDiscountFils: items.map((item) => item.discountFils ?? 0),
    freeShipping: order.shippingFils === 0,
  });
  const lines: TaxLine[] = items.map((item, i) => {
    const a = amounts.lines[i];
    if (!a) throw new Error('invoice line missing');
    return {
      kind: 'goods',
      name: item.name,
      color: item.color,
      size: item.size,
      quantity: a.quantity,
      unitExclVatFils: a.unitExclVatFils,
      discountFils: a.discountFils,
      vatRatePercent: VAT_PERCENT,
      netFils: a.netFils,
      vatFils: a.vatFils,
      grossFils: a.grossFils,
    };
  });
  if (amounts.shipping) {
    lines.push({
      kind: 'shipping',
      name: 'Shipping',
      color: null,
      size: null,
      quantity: 1,
      unitExclVatFils: amounts.shipping.unitExclVatFils,
      vatRatePercent: VAT_PERCENT,
      netFils: amounts.shipping.netFils,
      vatFils: amounts.shipping.vatFils,
      grossFils: amounts.shipping.grossFils,
    });
  }
  if (amounts.grossFils !== order.totalFils) {
    throw new Error(`invoice of ${order.orderid} adds up to ${amounts.grossFils}, not its total`);
  }
  return { lines, setting, amounts };
}

/**
 * Issues the order's tax invoice at its tax point (`at`), once: an order that has one keeps it.
 * The caller holds the order (a new order in its checkout, or the order's row lock) and gives its
 * items in bag order.
 */
export async function issueInvoice(
  tx: Tx,
  store: StoreTaxConfig,
  order: InvoicedOrder,
  items: readonly InvoicedItem[],
  at: Date,
): Promise<repo.InvoiceRow> {
  const existing = await repo.invoiceOfOrder(tx, order.id);
  if (existing) return existing;
  const { lines, setting, amounts } = invoiceLines(order, items);
  const customer = await findUserById(tx, order.userId);
  const address = order.shippingAddress;
  const { seq, number } = await repo.takeNextNumber(tx, 'invoice');
  return repo.insertInvoice(tx, {
    seq,
    number,
    orderId: order.id,
    userId: order.userId,
    issuedAt: at,
    suppliedAt: at,
    seller: { legalName: store.legalName, trn: store.trn ?? null, address: store.address },
    customer: {
      name: customer?.fullname ?? address.username,
      email: customer?.email ?? '',
      address,
    },
    emirate: normalizeEmirate(address.emirate) ?? address.emirate,
    paymentMethod: order.paymentMethod,
    pricesIncludeVat: setting.pricesIncludeVat,
    lines,
    netFils: amounts.netFils,
    vatFils: amounts.vatFils,
    grossFils: amounts.grossFils,
  });
}
