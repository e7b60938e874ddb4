import { AUDIT_OBJECT_TYPES } from '@store/domain';
import { useId } from 'react';
import { Link, useSearchParams } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/admin/components/states';
import { at, atp } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { useAuditLog } from '../api/get-audit-log';
import type { AuditEntry } from '@store/domain/contract';
import type { AuditLogFilter } from '../audit-log-filter';
import {
  actionLabel,
  auditActor,
  changeLines,
  objectHref,
  productHref,
} from '../utils/audit-format';
import '../audit-log.css';

const isObjectType = (v: string | null): v is (typeof AUDIT_OBJECT_TYPES)[number] =>
  (AUDIT_OBJECT_TYPES as readonly string[]).includes(v ?? '');

/** The filter as the address holds it (`?objectType=product&objectId=…`), read leniently. */
function readFilter(params: URLSearchParams): AuditLogFilter {
  const type = params.get('objectType');
  const id = (params.get('objectId') ?? '').trim().slice(0, 256);
  return isObjectType(type) ? { objectType: type, ...(id ? { objectId: id } : {}) } : {};
}

/** A run's products as links to their pages, the rest counted ('and 12 more'). */
function RunProducts({ products }: { products: NonNullable<AuditEntry['products']> }) {
  if (products.productids.length === 0) return null;
  return (
    <ul className="audit-log__products" aria-label={at('audit.runProducts')}>
      {products.productids.map((productid) => (
        <li key={productid}>
          <Link to={productHref(productid)}>{productid}</Link>
        </li>
      ))}
      {products.more > 0 ? <li>{atp('audit.andMore', products.more)}</li> : null}
    </ul>
  );
}

function ObjectCell({ entry }: { entry: AuditEntry }) {
  const name = entry.objectLabel ?? entry.objectId;
  const href = objectHref(entry);
  return (
    <>
      {href ? <Link to={href}>{name}</Link> : <span className="audit-log__object">{name}</span>}
      {entry.products ? <RunProducts products={entry.products} /> : null}
    </>
  );
}

const COLUMNS: readonly Column<AuditEntry>[] = [
  {
    key: 'when',
    header: at('audit.when'),
    cell: (e) => <time dateTime={e.createdAt}>{formatDate(e.createdAt, true)}</time>,
    rowHeader: true,
  },
  {
    key: 'who',
    header: at('audit.who'),
    cell: (e) => auditActor(e),
  },
  { key: 'what', header: at('audit.what'), cell: (e) => actionLabel(e.action) },
  { key: 'object', header: at('audit.object'), cell: (e) => <ObjectCell entry={e} /> },
  {
    key: 'changes',
    header: at('audit.changes'),
    cell: (e) => {
      const lines = changeLines(e.changes);
      return lines.length ? (
        <ul className="audit-log__changes" role="list">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        at('audit.none')
      );
    },
  },
];

/**
 * /admin/audit-log: every admin write, newest first, by kind of object; opened from a product's
 * or an order's History link, that one object. Read only, like the log itself.
 */
export default function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const log = useAuditLog(filter);
  const selectId = useId();
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <div className="admin-page audit-log">
      <PageHeader title={at('audit.title')} description={at('audit.description')} />
      <div className="admin-toolbar audit-log__toolbar">
        <div className="audit-log__filter">
          <label htmlFor={selectId}>{at('audit.typeFilter')}</label>
          <select
            id={selectId}
            className="admin-filter__select"
            value={filter.objectType ?? 'all'}
            onChange={(event) => {
              const type = event.target.value;
              setParams(isObjectType(type) ? { objectType: type } : {});
            }}
          >
            {(['all', ...AUDIT_OBJECT_TYPES] as const).map((type) => (
              <option key={type} value={type}>
                {at(`audit.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {filter.objectId ? (
          <p className="audit-log__one" role="status">
            {at('audit.oneObject')}{' '}
            <button type="button" className="link-button" onClick={() => setParams({})}>
              {at('audit.showAll')}
            </button>
          </p>
        ) : null}
      </div>
      {log.isPending ? (
        <LoadingState />
      ) : log.isError ? (
        <ErrorState
          title={at('audit.loadFailed')}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : (
        <>
          <DataTable
            label={at('audit.tableLabel')}
            columns={COLUMNS}
            rows={entries}
            rowKey={(e) => e._id}
            empty={<EmptyState message={at('audit.empty')} />}
            busy={log.isFetching && !log.isFetchingNextPage}
          />
          {log.hasNextPage ? (
            <div className="audit-log__more">
              <Button
                variant="secondary"
                className="admin-button"
                busy={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {at('audit.older')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
