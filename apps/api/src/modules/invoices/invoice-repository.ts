import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { documentCounters, taxCreditNotes, taxInvoices } from '#db/schema';

export type InvoiceRow = typeof taxInvoices.$inferSelect;
export type CreditNoteRow = typeof taxCreditNotes.$inferSelect;
type DocumentKind = 'invoice' | 'credit_note';

const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

/** 'INV-000042': six digits, growing past them rather than wrapping. */
export const documentNumber = (kind: DocumentKind, seq: number) =>
  `${PREFIX[kind]}-${String(seq).padStart(6, '0')}`;

/**
 * The next number of its kind, taken inside the issuing transaction: the counter row stays locked
 * until it commits, so parallel issues queue here and a rollback gives the number back (a
 * SEQUENCE would leave a gap). Callers take it last, after their other locks, to hold it briefly.
 */
export async function takeNextNumber(tx: Tx, kind: DocumentKind) {
  const [row] = await tx
    .update(documentCounters)
    .set({ last: sql`${documentCounters.last} + 1` })
    .where(eq(documentCounters.kind, kind))
    .returning({ seq: documentCounters.last });
  if (!row) throw new Error(`document counter ${kind} is missing`);
  return { seq: row.seq, number: documentNumber(kind, row.seq) };
}

export async function invoiceOfOrder(db: Db | Tx, orderId: string) {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId));
  return row;
}

/** The invoice numbers of several orders (for the order lists), by order id. */
export async function invoiceNumbersOf(db: Db | Tx, orderIds: readonly string[]) {
  const found = new Map<string, string>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({ orderId: taxInvoices.orderId, number: taxInvoices.number })
    .from(taxInvoices)
    .where(inArray(taxInvoices.orderId, [...orderIds]));
  for (const r of rows) found.set(r.orderId, r.number);
  return found;
}

/** The invoices of several orders, by order id. */
export async function invoicesOf(db: Db, orderIds: readonly string[]) {
  const found = new Map<string, InvoiceRow>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select()
    .from(taxInvoices)
    .where(inArray(taxInvoices.orderId, [...orderIds]));
  for (const r of rows) found.set(r.orderId, r);
  return found;
}

/** The credit notes of several orders, oldest first, by order id. */
export async function creditNotesOf(db: Db, orderIds: readonly string[]) {
  const found = new Map<string, CreditNoteRow[]>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select()
    .from(taxCreditNotes)
    .where(inArray(taxCreditNotes.orderId, [...orderIds]))
    .orderBy(asc(taxCreditNotes.seq));
  for (const r of rows) found.set(r.orderId, [...(found.get(r.orderId) ?? []), r]);
  return found;
}

export async function insertInvoice(tx: Tx, row: typeof taxInvoices.$inferInsert) {
  const [inserted] = await tx.insert(taxInvoices).values(row).returning();
  if (!inserted) throw new Error('invoice insert returned nothing');
  return inserted;
}

export async function creditNotesOfOrder(db: Db | Tx, orderId: string) {
  return db
    .select()
    .from(taxCreditNotes)
    .where(eq(taxCreditNotes.orderId, orderId))
    .orderBy(asc(taxCreditNotes.seq));
}

/** The note a given refund or credit issued ('cancel', 'return:<id>'), if it issued one. */
export async function creditNoteFromSource(db: Db | Tx, orderId: string, source: string) {
  const [row] = await db
    .select()
    .from(taxCreditNotes)
    .where(and(eq(taxCreditNotes.orderId, orderId), eq(taxCreditNotes.source, source)));
  return row;
}

export async function creditNoteByNumber(db: Db, orderId: string, number: string) {
  const [row] = await db
    .select()
    .from(taxCreditNotes)
    .where(and(eq(taxCreditNotes.orderId, orderId), eq(taxCreditNotes.number, number)));
  return row;
}

export async function insertCreditNote(tx: Tx, row: typeof taxCreditNotes.$inferInsert) {
  const [inserted] = await tx.insert(taxCreditNotes).values(row).returning();
  if (!inserted) throw new Error('credit note insert returned nothing');
  return inserted;
}

/**
 * Sums per emirate of the documents issued in [start, end): the VAT return's boxes 1a to 1g, and
 * what the documents' lines record as the promotions' discount (without VAT; 0 on lines issued
 * before discounts were recorded).
 */
export async function sumsByEmirate(db: Db, kind: DocumentKind, start: Date, end: Date) {
  const t = kind === 'invoice' ? taxInvoices : taxCreditNotes;
  const linesDiscount = sql`(SELECT coalesce(sum((line->>'discountFils')::bigint), 0)
    FROM jsonb_array_elements(${t.lines}) AS line)`;
  return db
    .select({
      emirate: t.emirate,
      netFils: sql<string>`coalesce(sum(${t.netFils}), 0)`,
      vatFils: sql<string>`coalesce(sum(${t.vatFils}), 0)`,
      discountFils: sql<string>`coalesce(sum(${linesDiscount}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(t)
    .where(and(gte(t.issuedAt, start), lt(t.issuedAt, end)))
    .groupBy(t.emirate);
}
