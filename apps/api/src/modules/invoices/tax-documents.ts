import type { Db } from '#db/client';
import { creditNotePdf, invoicePdf } from './invoice-pdf';
import * as repo from './invoice-repository';

export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** The order's tax invoice as a PDF, rendered from the record as issued; null without one. */
export async function invoicePdfOf(
  db: Db,
  order: { id: string; orderid: string },
): Promise<PdfFile | null> {
  const invoice = await repo.invoiceOfOrder(db, order.id);
  if (!invoice) return null;
  return {
    filename: `invoice-${invoice.number}.pdf`,
    content: await invoicePdf(invoice, order.orderid),
  };
}

/** One of the order's credit notes as a PDF, as issued; null for a number the order lacks. */
export async function creditNotePdfOf(
  db: Db,
  order: { id: string; orderid: string },
  number: string,
): Promise<PdfFile | null> {
  const note = await repo.creditNoteByNumber(db, order.id, number);
  const invoice = note && (await repo.invoiceOfOrder(db, order.id));
  if (!note || !invoice) return null;
  return {
    filename: `credit-note-${note.number}.pdf`,
    content: await creditNotePdf(note, invoice, order.orderid),
  };
}

/** The invoice and credit notes of several orders, for the back office's order details. */
export async function taxDocumentsOf(db: Db, orderIds: readonly string[]) {
  const invoices = await repo.invoicesOf(db, orderIds);
  const notes = await repo.creditNotesOf(db, orderIds);
  const found = new Map<string, TaxDocumentsJson>();
  for (const id of orderIds) {
    const invoice = invoices.get(id);
    found.set(id, {
      invoice: invoice
        ? { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() }
        : null,
      creditNotes: (notes.get(id) ?? []).map((n) => ({
        number: n.number,
        issuedAt: n.issuedAt.toISOString(),
        amount: n.grossFils / 100,
        reason: n.reason,
      })),
    });
  }
  return found;
}

export interface TaxDocumentsJson {
  invoice: { number: string; issuedAt: string } | null;
  creditNotes: Array<{ number: string; issuedAt: string; amount: number; reason: string }>;
}
