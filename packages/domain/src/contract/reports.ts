import { z } from 'zod';
import { aed, answer, ok } from './fields';

/**
 * One emirate's line of the VAT return (or the total): counts, and money in AED. `salesNet` is
 * the taxable sales after the promotions' discounts; `salesBeforeDiscountNet` and `discountNet`
 * are what the month's invoices list before them and what their lines took off, all without VAT
 * (before = discount + salesNet). Credit notes carry no discount of their own: a discounted line
 * is credited at what it was sold for.
 */
export const vatReportRowAnswer = answer({
  emirate: z.string(),
  invoices: z.number().int(),
  salesBeforeDiscountNet: aed,
  discountNet: aed,
  salesNet: aed,
  salesVat: aed,
  creditNotes: z.number().int(),
  adjustmentNet: aed,
  adjustmentVat: aed,
  totalNet: aed,
  totalVat: aed,
});
export type VatReportRow = z.output<typeof vatReportRowAnswer>;

/** A Dubai month's VAT return figures per emirate of the delivery address. */
export const vatReportAnswer = answer({
  month: z.string(),
  currency: z.literal('AED'),
  rows: z.array(vatReportRowAnswer),
  total: vatReportRowAnswer,
});
export type VatReport = z.output<typeof vatReportAnswer>;

/** GET /api/admin/reports/vat?month=YYYY-MM. */
export const vatReportResponseAnswer = answer({ success: ok, report: vatReportAnswer });
export type VatReportResponse = z.output<typeof vatReportResponseAnswer>;
