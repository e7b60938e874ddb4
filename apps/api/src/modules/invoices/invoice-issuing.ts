import {
  invoiceAmounts,
  type PricedLine,
  normalizeEmirate,
  VAT_PERCENT,
  vatInsideFils,
  type VatSetting,
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
  order.isPaid && (order.paymentMethod === 'online' || order.paymentMethod === 'wallet');

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

export type CreditAmount =
  /** Everything the invoice still stands at (a cancelled order). */
  | { all: true }
  /** Part of it, with VAT inside (a returned item credited to the wallet). */
  | { all?: false; grossFils: number; line: Pick<TaxLine, 'name' | 'color' | 'size' | 'quantity'> };

export interface CreditRequest {
  orderId: string;
  /** What gave the money back: 'cancel', 'return:<return id>', 'refund:<id>'. One note each. */
  source: string;
  reason: string;
  amount: CreditAmount;
  at: Date;
}

/**
 * Issues a tax credit note against the order's invoice, once per order and source (a repeat or a
 * racing call gets the first one; the unique index stops a second). No invoice, no note: an order
 * placed before invoicing began, or a cash order never delivered, was never invoiced.
 */
export async function issueCreditNote(
  tx: Tx,
  request: CreditRequest,
): Promise<repo.CreditNoteRow | null> {
  const invoice = await repo.invoiceOfOrder(tx, request.orderId);
  if (!invoice) return null;
  const earlier = await repo.creditNotesOfOrder(tx, request.orderId);
  const same = earlier.find((n) => n.source === request.source);
  if (same) return same;
  const credited = (pick: (n: repo.CreditNoteRow) => number) =>
    earlier.reduce((s, n) => s + pick(n), 0);
  const before = invoice.grossFils - credited((n) => n.grossFils);
  if (before <= 0) return null;
  let lines: TaxLine[];
  let vat: number;
  let gross: number;
  if (request.amount.all) {
    gross = before;
    vat = invoice.vatFils - credited((n) => n.vatFils);
    lines =
      earlier.length === 0
        ? invoice.lines
        : [balanceLine(`Balance of ${invoice.number}`, gross - vat, vat)];
  } else {
    gross = Math.min(request.amount.grossFils, before);
    if (gross <= 0) return null;
    vat = vatInsideFils(gross);
    const { quantity } = request.amount.line;
    lines = [
      {
        kind: 'goods',
        ...request.amount.line,
        unitExclVatFils: Math.round((gross - vat) / Math.max(1, quantity)),
        vatRatePercent: VAT_PERCENT,
        netFils: gross - vat,
        vatFils: vat,
        grossFils: gross,
      },
    ];
  }
  const { seq, number } = await repo.takeNextNumber(tx, 'credit_note');
  return repo.insertCreditNote(tx, {
    seq,
    number,
    invoiceId: invoice.id,
    orderId: request.orderId,
    source: request.source,
    reason: request.reason,
    issuedAt: request.at,
    emirate: invoice.emirate,
    lines,
    beforeGrossFils: before,
    netFils: gross - vat,
    vatFils: vat,
    grossFils: gross,
    afterGrossFils: before - gross,
  });
}

const balanceLine = (name: string, netFils: number, vatFils: number): TaxLine => ({
  kind: 'goods',
  name,
  color: null,
  size: null,
  quantity: 1,
  unitExclVatFils: netFils,
  vatRatePercent: VAT_PERCENT,
  netFils,
  vatFils,
  grossFils: netFils + vatFils,
});

/** The credit note of a paid order's cancel: the whole invoice, the money back to where it came. */
export function creditForCancel(order: InvoicedOrder, at: Date): CreditRequest {
  const where =
    order.paymentMethod === 'online' ? 'refunded to the card' : 'refunded to the wallet';
  return {
    orderId: order.id,
    source: 'cancel',
    reason: `Order ${order.orderid} cancelled; ${where}`,
    amount: { all: true },
    at,
  };
}

const CARD_REFUND = 'card-refund:';

/**
 * A refund made at the card processor rather than through the store (the owner's Stripe
 * dashboard), reported by its webhook with the payment's refunded total so far: credits what that
 * total adds to the earlier card refunds' notes, one note per total (a replayed event finds its
 * own). The store's own refunds come after a cancel whose note already credits everything, so
 * the invoice has nothing left for them and they add no second note. The caller holds the order's
 * row lock, so two events at once cannot both credit the same money.
 */
export async function creditCardRefund(
  tx: Tx,
  order: Pick<InvoicedOrder, 'id' | 'orderid'>,
  refundedFils: number,
  at: Date,
): Promise<repo.CreditNoteRow | null> {
  const orderId = order.id;
  const notes = await repo.creditNotesOfOrder(tx, orderId);
  const byCard = notes
    .filter((n) => n.source.startsWith(CARD_REFUND))
    .reduce((sum, n) => sum + n.grossFils, 0);
  if (refundedFils - byCard <= 0) return null;
  return issueCreditNote(tx, {
    orderId,
    source: `${CARD_REFUND}${refundedFils}`,
    reason: `Order ${order.orderid}: refunded to the card`,
    amount: {
      grossFils: refundedFils - byCard,
      line: { name: 'Refund to the card', color: null, size: null, quantity: 1 },
    },
    at,
  });
}

/** The credit note of a return credited to the wallet: the returned units, at what was credited. */
export function creditForReturn(
  request: { id: string; returnid: string; orderId: string; quantity: number },
  item: { name: string; color: string; size: string },
  creditedFils: number,
  at: Date,
): CreditRequest {
  return {
    orderId: request.orderId,
    source: `return:${request.id}`,
    reason: `Return ${request.returnid} credited to the wallet`,
    amount: {
      grossFils: creditedFils,
      line: { name: item.name, color: item.color, size: item.size, quantity: request.quantity },
    },
    at,
  };
}
