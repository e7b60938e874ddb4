import { formatAed } from '@store/domain';
import { useState } from 'react';
import { Link } from '@/lib/router';

import { DataTable, type Column } from '@/admin/components/data-table';
import { Pager } from '@/admin/components/pager';
import { StatusBadge } from '@/admin/components/status-badge';
import { EmptyState, QueryStates } from '@/admin/components/states';
import { adminLanguage, at } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { paymentStateLabel } from '@/admin/features/orders';
import type { AdminOrder } from '@store/domain/contract';
import { useCustomerOrders } from '../api/get-customer';

/** Manage Orders opened on this one order: its search finds an SH- id from its start. */
const orderLink = (orderid: string) => `${ADMIN_PATHS.orders}?q=${encodeURIComponent(orderid)}`;

/** Built at render, so the headings follow a change of the console's language. */
const columns = (): Column<AdminOrder>[] => [
  {
    key: 'order',
    header: at('customer.order'),
    rowHeader: true,
    cell: (o) => <Link to={orderLink(o.orderid)}>{o.orderid}</Link>,
  },
  { key: 'date', header: at('customer.orderDate'), cell: (o) => formatDate(o.createdAt) },
  {
    key: 'status',
    header: at('customer.orderStatus'),
    cell: (o) => <StatusBadge status={o.status} />,
  },
  {
    key: 'total',
    header: at('customer.orderTotal'),
    align: 'end',
    cell: (o) => formatAed(o.totalprice, adminLanguage()),
  },
  { key: 'payment', header: at('customer.orderPayment'), cell: (o) => paymentStateLabel(o) },
];

/** The customer's orders, 10 a page, each opening in Manage Orders. */
export function CustomerOrdersCard({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(customerId, page);
  const data = orders.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section className="admin-card customer-card" aria-labelledby="customer-orders">
      <h2 id="customer-orders" className="admin-section-title">
        {at('customer.orders')}
        {data ? <span className="customer-card__count"> ({data.total})</span> : null}
      </h2>
      <QueryStates query={orders} errorTitle={at('orders.fetchError')} />
      {data ? (
        <>
          <DataTable
            label={at('customer.ordersLabel')}
            columns={columns()}
            rows={data.orders}
            rowKey={(o) => o._id}
            busy={orders.isPlaceholderData}
            empty={<EmptyState message={at('customer.noOrders')} />}
          />
          <Pager
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            label={at('customer.ordersLabel')}
          />
        </>
      ) : null}
    </section>
  );
}
