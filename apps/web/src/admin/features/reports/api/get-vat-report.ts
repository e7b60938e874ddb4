import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import type { VatReportResponse } from '@store/domain/contract';

export type { VatReportRow } from '@store/domain/contract';

const PATH = '/admin/reports/vat';

/** GET /api/admin/reports/vat?month=YYYY-MM: the VAT return's figures per emirate. */
export const useVatReport = (month: string) =>
  useQuery({
    queryKey: ['admin', 'reports', 'vat', month] as const,
    queryFn: ({ signal }) => adminApi.get<VatReportResponse>(PATH, { params: { month }, signal }),
    select: (answer) => answer.report,
    placeholderData: keepPreviousData,
  });

/** The same figures as CSV, saved as vat-return-YYYY-MM.csv. */
export const downloadVatCsv = (month: string) =>
  adminApi.download(PATH, { params: { month, format: 'csv' } });
