import type { Sent, VatReport, VatReportRow as VatReportRowAnswer } from '@store/domain/contract';
import { dubaiCalendarMonth, EMIRATES, toAed } from '@store/domain';
import type { Db } from '#db/client';
import { sumsByEmirate } from './invoice-repository';

/**
 * The VAT return's output tax (VAT 201 boxes 1a to 1g) for one Dubai month: per emirate of the
 * delivery address, the standard-rated sales and their VAT from the invoices issued that month,
 * the credit notes issued that month as negative adjustments, and what is left after them. Beside
 * the sales, what the invoices listed before the promotions' discounts and what the discounts took
 * off, from the invoices' own lines, all without VAT: a credit note of a discounted line credits
 * what it was sold for, so the discount is counted once, on the invoice.
 */
export type VatReportRow = Sent<VatReportRowAnswer>;

/** The Dubai month 'YYYY-MM' as instants (the domain's Dubai calendar). */
export function dubaiMonthRange(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const { start, end } = dubaiCalendarMonth(year, m);
  return { start, end };
}

/** One emirate's documents in fils: invoices and credit notes, counted and summed. */
interface Sums {
  invoices: number;
  salesNet: number;
  salesVat: number;
  discount: number;
  creditNotes: number;
  creditNet: number;
  creditVat: number;
}
const NO_SUMS: Sums = {
  invoices: 0,
  salesNet: 0,
  salesVat: 0,
  discount: 0,
  creditNotes: 0,
  creditNet: 0,
  creditVat: 0,
};
const added = (a: Sums, b: Partial<Sums>): Sums => ({
  invoices: a.invoices + (b.invoices ?? 0),
  salesNet: a.salesNet + (b.salesNet ?? 0),
  salesVat: a.salesVat + (b.salesVat ?? 0),
  discount: a.discount + (b.discount ?? 0),
  creditNotes: a.creditNotes + (b.creditNotes ?? 0),
  creditNet: a.creditNet + (b.creditNet ?? 0),
  creditVat: a.creditVat + (b.creditVat ?? 0),
});

const row = (emirate: string, s: Sums): VatReportRow => ({
  emirate,
  invoices: s.invoices,
  salesBeforeDiscountNet: toAed(s.salesNet + s.discount),
  discountNet: toAed(s.discount),
  salesNet: toAed(s.salesNet),
  salesVat: toAed(s.salesVat),
  creditNotes: s.creditNotes,
  adjustmentNet: toAed(-s.creditNet),
  adjustmentVat: toAed(-s.creditVat),
  totalNet: toAed(s.salesNet - s.creditNet),
  totalVat: toAed(s.salesVat - s.creditVat),
});

export async function vatReport(db: Db, month: string): Promise<Sent<VatReport>> {
  const { start, end } = dubaiMonthRange(month);
  const [sales, credits] = await Promise.all([
    sumsByEmirate(db, 'invoice', start, end),
    sumsByEmirate(db, 'credit_note', start, end),
  ]);
  // The seven emirates in the return's order; an address outside them (none today) after them.
  const sums = new Map<string, Sums>(EMIRATES.map((e) => [e, NO_SUMS]));
  const add = (emirate: string, more: Partial<Sums>) =>
    sums.set(emirate, added(sums.get(emirate) ?? NO_SUMS, more));
  for (const r of sales) {
    add(r.emirate, {
      invoices: Number(r.count),
      salesNet: Number(r.netFils),
      salesVat: Number(r.vatFils),
      discount: Number(r.discountFils),
    });
  }
  // A note's lines may repeat its invoice's discounts (a cancel's does): they are not summed.
  for (const r of credits) {
    add(r.emirate, {
      creditNotes: Number(r.count),
      creditNet: Number(r.netFils),
      creditVat: Number(r.vatFils),
    });
  }
  const rows = [...sums.entries()].map(([emirate, s]) => row(emirate, s));
  const total = [...sums.values()].reduce(added, NO_SUMS);
  return { month, currency: 'AED', rows, total: row('Total', total) };
}

const CSV_HEAD = [
  'Emirate',
  'Invoices',
  'Sales before discounts excl. VAT (AED)',
  'Discounts excl. VAT (AED)',
  'Standard-rated sales excl. VAT (AED)',
  'VAT on sales (AED)',
  'Credit notes',
  'Adjustment excl. VAT (AED)',
  'VAT adjustment (AED)',
  'Net sales excl. VAT (AED)',
  'Net VAT (AED)',
];

const money = (aed: number) => aed.toFixed(2);
const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** One row per emirate and a total row, CRLF as RFC 4180 says. */
export function vatReportCsv(report: Awaited<ReturnType<typeof vatReport>>): string {
  const lines = [...report.rows, report.total].map((r) =>
    [
      r.emirate,
      String(r.invoices),
      money(r.salesBeforeDiscountNet),
      money(r.discountNet),
      money(r.salesNet),
      money(r.salesVat),
      String(r.creditNotes),
      money(r.adjustmentNet),
      money(r.adjustmentVat),
      money(r.totalNet),
      money(r.totalVat),
    ]
      .map(cell)
      .join(','),
  );
  return `${[CSV_HEAD.join(','), ...lines].join('\r\n')}\r\n`;
}
