import { ADMIN_ORDER_RANGES, ADMIN_ORDER_STATUS_FILTERS } from '@store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, type Column } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { at, atp } from '@/admin/i18n';
import { readOrderFilters, type OrderFilters } from '@/admin/lib/order-filters';
import {
  downloadOrdersCsv,
  downloadProductsCsv,
  importProductsCsv,
  type ImportResult,
  type ImportRowError,
} from '../api/import-export';
import '../import-export.css';

const ERROR_COLUMNS: readonly Column<ImportRowError>[] = [
  { key: 'line', header: at('importExport.line'), cell: (e) => e.line, rowHeader: true },
  { key: 'field', header: at('importExport.column'), cell: (e) => e.field || '—' },
  { key: 'message', header: at('importExport.problem'), cell: (e) => e.message },
];

/** A download button that shows it is busy and says so when the download fails. */
function useDownload(run: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const start = async () => {
    setBusy(true);
    try {
      await run();
    } catch {
      toast(at('importExport.downloadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, start: () => void start() };
}

function ImportForm() {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const queryClient = useQueryClient();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setResult({ ok: false, message: at('importExport.chooseFile'), errors: [] });
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await importProductsCsv(file);
      setResult(answer);
      // The product lists and counts the console shows are stale after a write.
      if (answer.ok) await queryClient.invalidateQueries();
    } catch {
      setResult({ ok: false, message: at('importExport.uploadFailed'), errors: [] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-card" aria-labelledby="import-title">
      <h2 id="import-title" className="admin-section-title">
        {at('importExport.importTitle')}
      </h2>
      <p className="import-export__hint">{at('importExport.importHint')}</p>
      <form className="import-export__form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={fileId} className="import-export__label">
          {at('importExport.fileLabel')}
        </label>
        <input
          ref={input}
          id={fileId}
          name="file"
          type="file"
          accept=".csv,text/csv"
          className="input"
          onChange={() => setResult(null)}
        />
        <Button type="submit" className="admin-button" busy={busy}>
          {at('importExport.importButton')}
        </Button>
      </form>
      {result?.ok ? (
        <p className="admin-notice" role="status">
          {at('importExport.imported', {
            rows: atp('importExport.rows', result.rows),
            created: atp('importExport.created', result.created),
            updated: result.updated,
            unchanged: result.unchanged,
          })}
        </p>
      ) : null}
      {result && !result.ok ? (
        <div className="import-export__errors" role="alert">
          <p className="import-export__error">{result.message}</p>
          {result.errors.length ? (
            <DataTable
              label={at('importExport.errorsLabel')}
              columns={ERROR_COLUMNS}
              rows={result.errors}
              rowKey={(e) => `${e.line}-${e.field}`}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function OrdersExport() {
  const id = useId();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<OrderFilters>(() => readOrderFilters(params));
  const download = useDownload(() => downloadOrdersCsv(filters));
  return (
    <section className="admin-card" aria-labelledby="orders-export-title">
      <h2 id="orders-export-title" className="admin-section-title">
        {at('importExport.ordersTitle')}
      </h2>
      <p className="import-export__hint">{at('importExport.ordersHint')}</p>
      <div className="import-export__form">
        <label htmlFor={`${id}-status`} className="import-export__label">
          {at('orders.statusFilter')}
        </label>
        <select
          id={`${id}-status`}
          className="input"
          value={filters.status}
          onChange={(e) =>
            setFilters({ ...filters, status: e.target.value as OrderFilters['status'] })
          }
        >
          {(['all', ...ADMIN_ORDER_STATUS_FILTERS] as const).map((status) => (
            <option key={status} value={status}>
              {at(`orders.status.${status}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-range`} className="import-export__label">
          {at('orders.rangeFilter')}
        </label>
        <select
          id={`${id}-range`}
          className="input"
          value={filters.range}
          onChange={(e) =>
            setFilters({ ...filters, range: e.target.value as OrderFilters['range'] })
          }
        >
          {(['all', ...ADMIN_ORDER_RANGES] as const).map((range) => (
            <option key={range} value={range}>
              {at(`orders.range.${range}`)}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          className="admin-button"
          busy={download.busy}
          onClick={download.start}
        >
          {at('importExport.downloadOrders')}
        </Button>
      </div>
    </section>
  );
}

/** /admin/import-export: the catalogue as CSV both ways, and the orders as CSV (decision 48). */
export default function ImportExportPage() {
  const products = useDownload(downloadProductsCsv);
  return (
    <div className="admin-page">
      <PageHeader title={at('importExport.title')} description={at('importExport.description')} />
      <section className="admin-card" aria-labelledby="export-title">
        <h2 id="export-title" className="admin-section-title">
          {at('importExport.exportTitle')}
        </h2>
        <p className="import-export__hint">{at('importExport.exportHint')}</p>
        <div>
          <Button
            variant="secondary"
            className="admin-button"
            busy={products.busy}
            onClick={products.start}
          >
            {at('importExport.downloadProducts')}
          </Button>
        </div>
      </section>
      <ImportForm />
      <OrdersExport />
    </div>
  );
}
