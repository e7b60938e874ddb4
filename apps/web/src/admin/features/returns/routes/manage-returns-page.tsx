import type { ReturnStatus } from '@store/domain';

import { catalogueName } from '@/admin/lib/admin-format';
import { formatDate } from '@/admin/lib/admin-date';
import { AdminIcon } from '@/admin/components/admin-icon';
import { DataTable, type Column } from '@/admin/components/data-table';
import { ReturnStatusBadge } from '@/admin/components/return-status-badge';
import { PageHeader } from '@/admin/components/page-header';
import { Pager } from '@/admin/components/pager';
import { SearchBox } from '@/admin/components/search-box';
import { EmptyState, QueryStates } from '@/admin/components/states';
import { useListAddress } from '@/admin/hooks/use-list-address';
import { useListPages } from '@/admin/hooks/use-list-pages';
import { useRowFocusRescue } from '@/admin/hooks/use-row-focus-rescue';
import { at, atp } from '@/admin/i18n';
import { useReturns } from '../api/get-returns';
import { ReturnActions } from '../components/return-actions';
import { ReturnDetails } from '../components/return-details';
import { ReturnStatusFilter } from '../components/return-status-filter';
import type { AdminReturn } from '@store/domain/contract';
import { readReturnParams, returnListQuery, returnSearch } from '../utils/return-params';
import '../returns.css';
import { Button } from '@/components/ui/button';

const columns: Column<AdminReturn>[] = [
  { key: 'id', header: at('returns.col.return'), rowHeader: true, cell: (r) => r.returnid },
  { key: 'order', header: at('returns.col.order'), cell: (r) => r.order.orderid },
  { key: 'customer', header: at('returns.col.customer'), cell: (r) => r.user.fullname },
  {
    key: 'product',
    header: at('returns.col.product'),
    // An exchange names the colour and size to send on every row, not only when opened.
    cell: (r) =>
      r.replacement?.exchanged ? (
        <>
          {r.product.name}
          <span className="return-details__sub">
            {at('returns.replacementExchange', {
              color: catalogueName(r.replacement.color),
              size: r.replacement.size,
            })}
          </span>
        </>
      ) : (
        r.product.name
      ),
  },
  { key: 'type', header: at('returns.col.type'), cell: (r) => at(`returns.type.${r.returntype}`) },
  {
    key: 'status',
    header: at('returns.col.status'),
    cell: (r) => <ReturnStatusBadge status={r.status} />,
  },
  { key: 'requested', header: at('returns.col.requested'), cell: (r) => formatDate(r.createdAt) },
  { key: 'action', header: at('returns.col.action'), cell: (r) => <ReturnActions ret={r} /> },
];

/**
 * /admin/manage-return: return requests newest first, 10 a page, searchable by return id, order
 * id or customer and filtered by status (all in the address). Each row opens its product
 * details and offers the step its status allows, up to the pickup and delivery codes and the
 * wallet credit, each with its failure message.
 */
export default function ManageReturnsPage() {
  const { state, text, setText, change } = useListAddress(readReturnParams, returnSearch);
  const query = returnListQuery(state);
  const returns = useReturns(query);
  const data = returns.data;

  const setStatus = (status: ReturnStatus | null) => change({ status });
  const goTo = (page: number) => change({ page });

  const pageCount = useListPages(state.page, returns);
  // A return deleted, or moved out of the status filter, takes its row and the button pressed.
  const rows = useRowFocusRescue('.data-table__toggle');
  const count = data
    ? query.q || query.status
      ? atp('returns.matches', data.total)
      : atp('returns.count', data.total)
    : undefined;

  return (
    <div className="admin-page">
      <PageHeader
        title={at('returns.title')}
        description={count}
        actions={
          <Button
            variant="secondary"
            className="admin-button"
            onClick={() => void returns.refetch()}
            busy={returns.isFetching}
          >
            <AdminIcon name="refresh" />
            {at('returns.refresh')}
          </Button>
        }
      />
      <div className="admin-toolbar">
        <SearchBox
          label={at('returns.searchLabel')}
          placeholder={at('returns.searchPlaceholder')}
          value={text}
          onValueChange={setText}
        />
        <ReturnStatusFilter value={state.status} onChange={setStatus} />
      </div>
      <QueryStates query={returns} errorTitle={at('returns.fetchError')} />
      {data ? (
        <div className="admin-card" onFocus={rows.onFocus}>
          <DataTable
            label={at('returns.tableLabel')}
            columns={columns}
            rows={data.returns}
            rowKey={(r) => r._id}
            rowName={(r) => r.returnid}
            renderDetails={(r) => <ReturnDetails ret={r} />}
            busy={returns.isPlaceholderData}
            empty={<EmptyState message={at('returns.empty')} />}
          />
          <Pager page={state.page} pageCount={pageCount} onPageChange={goTo} />
        </div>
      ) : null}
    </div>
  );
}
