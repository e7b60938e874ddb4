import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';

export type VatReportRow = {
  emirate: string;
  invoices: number;
  salesNet: number;
  salesVat: number;
  creditNotes: number;
  adjustmentNet: number;
  adjustmentVat: number;
  totalNet: number;
  totalVat: number;
};

export type VatReport = {
  month: string;
  currency: string;
  rows: VatReportRow[];
  total: VatReportRow;
};

const PATH = '/admin/reports/vat';

/** GET /api/admin/reports/vat?month=YYYY-MM: the VAT return's figures per emirate. */
export const useVatReport = (month: string) =>
  useQuery({
    queryKey: ['admin', 'reports', 'vat', month] as const,
    queryFn: ({ signal }) =>
      adminApi.get<{ report: VatReport }>(PATH, { params: { month }, signal }),
    select: (answer) => answer.report,
    placeholderData: keepPreviousData,
  });

/** The same figures as CSV, saved as vat-return-YYYY-MM.csv. */
export const downloadVatCsv = (month: string) =>
  adminApi.download(PATH, { params: { month, format: 'csv' } });
