import { VAT_PERCENT, vatInsideFils } from '@store/domain';
import type { Tx } from '#db/client';
import type { TaxLine } from '#db/schema';
import type { InvoicedOrder } from './invoice-issuing';
import * as repo from './invoice-repository';

/**
 * Tax credit notes: each corrects the order's invoice when money goes back (a cancel, a card
 * refund, a credited return), issued inside the transaction that moves the money.
 */

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
    order.paymentMethod === 'online'
      ? 'refunded to the card'
      : order.paymentMethod === 'tabby'
        ? 'given back to the Tabby plan'
        : order.paymentMethod === 'tamara'
          ? 'given back to the Tamara plan'
          : 'refunded to the wallet';
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

const RETURN_CREDITED_TO = {
  wallet: 'credited to the wallet',
  tabby: 'refunded to the Tabby plan',
  tamara: 'refunded to the Tamara plan',
} as const;

/** The credit note of a credited return (wallet, or a pay-later plan): the returned units, at what was credited. */
export function creditForReturn(
  request: { id: string; returnid: string; orderId: string; quantity: number },
  item: { name: string; color: string; size: string },
  creditedFils: number,
  at: Date,
  to: 'wallet' | 'tabby' | 'tamara' = 'wallet',
): CreditRequest {
  return {
    orderId: request.orderId,
    source: `return:${request.id}`,
    reason: `Return ${request.returnid} ${RETURN_CREDITED_TO[to]}`,
    amount: {
      grossFils: creditedFils,
      line: { name: item.name, color: item.color, size: item.size, quantity: request.quantity },
    },
    at,
  };
}
