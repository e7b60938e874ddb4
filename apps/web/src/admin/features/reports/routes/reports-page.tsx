import { dubaiDate, emirateName } from '@store/domain';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, type Column } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { ErrorState, LoadingState } from '@/admin/components/states';
import { adminLanguage, at } from '@/admin/i18n';
import { downloadVatCsv, useVatReport, type VatReportRow } from '../api/get-vat-report';
import { formatAed } from '@/admin/lib/admin-format';
import '../reports.css';

/** 'YYYY-MM' of this month on Dubai's clock. */
function thisDubaiMonth(): string {
  const { year, month } = dubaiDate(new Date());
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The money columns in the table's order: the sales before and after discounts, then the rest. */
const MONEY_COLUMNS = [
  'salesBeforeDiscountNet',
  'discountNet',
  'salesNet',
  'salesVat',
  'adjustmentNet',
  'adjustmentVat',
  'totalNet',
  'totalVat',
] as const satisfies readonly (keyof VatReportRow)[];

/** The table's columns in the console's language now (built on each render: it can switch). */
const columns = (): readonly Column<VatReportRow>[] => [
  {
    key: 'emirate',
    header: at('reports.emirate'),
    cell: (r) =>
      r.emirate === 'Total' ? at('reports.total') : emirateName(r.emirate, adminLanguage()),
    rowHeader: true,
  },
  ...MONEY_COLUMNS.map((key): Column<VatReportRow> => ({
    key,
    header: at(`reports.${key}`),
    cell: (r) => formatAed(r[key]),
    align: 'end',
  })),
];

/** /admin/reports: the VAT return's output tax per emirate for a Dubai month, and its CSV. */
export default function ReportsPage() {
  const [month, setMonth] = useState(thisDubaiMonth);
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const monthId = useId();
  const report = useVatReport(month);
  const saveCsv = async () => {
    setSaving(true);
    try {
      await downloadVatCsv(month);
    } catch {
      toast(at('reports.csvFailed'), 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="admin-page">
      <PageHeader
        title={at('reports.title')}
        description={at('reports.description')}
        actions={
          <>
            <label htmlFor={monthId} className="reports-month">
              <span>{at('reports.month')}</span>
              <input
                id={monthId}
                type="month"
                className="input"
                value={month}
                required
                onChange={(event) => {
                  if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
                }}
              />
            </label>
            <Button
              variant="secondary"
              className="admin-button"
              busy={saving}
              onClick={() => void saveCsv()}
            >
              {at('reports.downloadCsv')}
            </Button>
          </>
        }
      />
      {report.isPending ? (
        <LoadingState />
      ) : report.isError ? (
        <ErrorState
          title={at('reports.loadFailed')}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="vat-report">
          <DataTable
            label={at('reports.tableLabel', { month })}
            columns={columns()}
            rows={[...report.data.rows, report.data.total]}
            rowKey={(r) => r.emirate}
          />
        </div>
      )}
    </div>
  );
}
