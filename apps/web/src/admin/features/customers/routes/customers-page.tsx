import { Link } from '@/lib/router';

import { formatCount } from '@/admin/lib/admin-format';
import { formatDate } from '@/admin/lib/admin-date';
import { DataTable, type Column } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { Pager } from '@/admin/components/pager';
import { SearchBox } from '@/admin/components/search-box';
import { EmptyState, QueryStates } from '@/admin/components/states';
import { useListAddress } from '@/admin/hooks/use-list-address';
import { useListPages } from '@/admin/hooks/use-list-pages';
import { at, atp } from '@/admin/i18n';
import { readSearchAndPage, writeSearchAndPage } from '@/admin/lib/list-address';
import { customerPath } from '@/admin/lib/paths';
import { useCustomers } from '../api/get-customers';
import type { Customer } from '@store/domain/contract';
import { customerQuery } from '../utils/customer-params';

function columns(offset: number): Column<Customer>[] {
  return [
    { key: 'n', header: at('customers.number'), cell: (_c, i) => offset + i + 1 },
    {
      key: 'name',
      header: at('customers.name'),
      rowHeader: true,
      cell: (c) => <Link to={customerPath(c._id)}>{c.fullname}</Link>,
    },
    { key: 'email', header: at('customers.email'), cell: (c) => c.email },
    { key: 'joined', header: at('customers.joined'), cell: (c) => formatDate(c.createdAt) },
  ];
}

/**
 * /admin/customers/view: every customer, newest first, 20 a page, with a search on name or
 * email; a name opens the customer's page. The original reused the product view here; a list is
 * what a shop owner expects.
 */
export default function CustomersPage() {
  const {
    state: { q, page },
    text,
    setText,
    change,
  } = useListAddress(readSearchAndPage, writeSearchAndPage);
  const query = customerQuery(q, page);
  const customers = useCustomers(query);
  const data = customers.data;

  const goTo = (next: number) => change({ page: next });

  const pageCount = useListPages(page, customers);
  const count = data
    ? query.q
      ? atp('customers.matches', data.total)
      : atp('customers.count', data.total)
    : undefined;

  return (
    <div className="admin-page">
      <PageHeader title={at('customers.title')} description={count} />
      <div className="admin-toolbar">
        <SearchBox
          label={at('customers.searchLabel')}
          placeholder={at('customers.searchPlaceholder')}
          hint={at('customers.searchHint')}
          value={text}
          onValueChange={setText}
        />
      </div>
      {data?.totalCapped ? (
        <p className="admin-notice" role="status">
          {at('customers.capped', { count: formatCount(data.total) })}
        </p>
      ) : null}
      <QueryStates query={customers} errorTitle={at('customers.fetchError')} />
      {data ? (
        <div className="admin-card">
          <DataTable
            label={at('customers.tableLabel')}
            columns={columns((data.page - 1) * data.limit)}
            rows={data.users}
            rowKey={(c) => c._id}
            busy={customers.isPlaceholderData}
            empty={<EmptyState message={at('customers.empty')} />}
          />
          <Pager page={page} pageCount={pageCount} onPageChange={goTo} />
        </div>
      ) : null}
    </div>
  );
}
