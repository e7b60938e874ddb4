import { Link } from '@/lib/router';

import { DataTable, type Column } from '@/admin/components/data-table';
import { ReturnStatusBadge } from '@/admin/components/return-status-badge';
import { EmptyState, QueryStates } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import type { AdminReturn } from '@store/domain/contract';
import { useCustomerReturns } from '../api/get-customer';

/** Manage Returns searched for this one return by its RT- id. */
const returnLink = (returnid: string) => `${ADMIN_PATHS.returns}?q=${encodeURIComponent(returnid)}`;

/** Built at render, so the headings follow a change of the console's language. */
const columns = (): Column<AdminReturn>[] => [
  {
    key: 'return',
    header: at('customer.return'),
    rowHeader: true,
    cell: (r) => <Link to={returnLink(r.returnid)}>{r.returnid}</Link>,
  },
  { key: 'order', header: at('customer.order'), cell: (r) => r.orderCode },
  { key: 'product', header: at('customer.returnProduct'), cell: (r) => r.product.name },
  {
    key: 'type',
    header: at('customer.returnType'),
    cell: (r) => at(`returns.type.${r.returntype}`),
  },
  {
    key: 'status',
    header: at('customer.orderStatus'),
    cell: (r) => <ReturnStatusBadge status={r.status} />,
  },
  { key: 'date', header: at('customer.returnDate'), cell: (r) => formatDate(r.createdAt) },
];

/** The customer's returns, newest first, each opening in Manage Returns. */
export function CustomerReturnsCard({ customerId }: { customerId: string }) {
  const returns = useCustomerReturns(customerId);
  const data = returns.data;
  return (
    <section className="admin-card customer-card" aria-labelledby="customer-returns">
      <h2 id="customer-returns" className="admin-section-title">
        {at('customer.returns')}
      </h2>
      <QueryStates query={returns} errorTitle={at('returns.fetchError')} />
      {data ? (
        <DataTable
          label={at('customer.returnsLabel')}
          columns={columns()}
          rows={data.returns}
          rowKey={(r) => r._id}
          empty={<EmptyState message={at('customer.noReturns')} />}
        />
      ) : null}
    </section>
  );
}
