import type { Sent, VatReport } from '@store/domain/contract';
import { dubaiCalendarMonth, EMIRATES, toAed } from '@store/domain';
import type { Db } from '#db/client';
import { sumsByEmirate } from './invoice-repository';

/**
 * The VAT return's output tax (VAT 201 boxes 1a to 1g) for one Dubai month: per emirate of the
 * delivery address, the standard-rated sales and their VAT from the invoices issued that month,
 * the credit notes issued that month as negative adjustments, and what is left after them.
 */
export interface VatReportRow {
  emirate: string;
  invoices: number;
  salesNet: number;
  salesVat: number;
  creditNotes: number;
  adjustmentNet: number;
  adjustmentVat: number;
  totalNet: number;
  totalVat: number;
}

/** The Dubai month 'YYYY-MM' as instants (the domain's Dubai calendar). */
export function dubaiMonthRange(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const { start, end } = dubaiCalendarMonth(year, m);
  return { start, end };
}

export async function vatReport(db: Db, month: string): Promise<Sent<VatReport>> {
  const { start, end } = dubaiMonthRange(month);
  const [sales, credits] = await Promise.all([
    sumsByEmirate(db, 'invoice', start, end),
    sumsByEmirate(db, 'credit_note', start, end),
  ]);
  const fils = new Map<
    string,
    { sn: number; sv: number; si: number; cn: number; cv: number; ci: number }
  >();
  const slot = (emirate: string) => {
    let s = fils.get(emirate);
    if (!s) fils.set(emirate, (s = { sn: 0, sv: 0, si: 0, cn: 0, cv: 0, ci: 0 }));
    return s;
  };
  for (const e of EMIRATES) slot(e);
  for (const r of sales) {
    const s = slot(r.emirate);
    s.sn += Number(r.netFils);
    s.sv += Number(r.vatFils);
    s.si += Number(r.count);
  }
  for (const r of credits) {
    const s = slot(r.emirate);
    s.cn += Number(r.netFils);
    s.cv += Number(r.vatFils);
    s.ci += Number(r.count);
  }
  const row = (
    emirate: string,
    s: { sn: number; sv: number; si: number; cn: number; cv: number; ci: number },
  ): VatReportRow => ({
    emirate,
    invoices: s.si,
    salesNet: toAed(s.sn),
    salesVat: toAed(s.sv),
    creditNotes: s.ci,
    adjustmentNet: toAed(-s.cn),
    adjustmentVat: toAed(-s.cv),
    totalNet: toAed(s.sn - s.cn),
    totalVat: toAed(s.sv - s.cv),
  });
  // The seven emirates in the return's order; an address outside them (none today) after them.
  const rows = [...fils.entries()].map(([emirate, s]) => row(emirate, s));
  const sum = [...fils.values()].reduce(
    (t, s) => ({
      sn: t.sn + s.sn,
      sv: t.sv + s.sv,
      si: t.si + s.si,
      cn: t.cn + s.cn,
      cv: t.cv + s.cv,
      ci: t.ci + s.ci,
    }),
    { sn: 0, sv: 0, si: 0, cn: 0, cv: 0, ci: 0 },
  );
  return { month, currency: 'AED', rows, total: row('Total', sum) };
}

const CSV_HEAD = [
  'Emirate',
  'Invoices',
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
