import { Link } from '@/lib/router';

import { DataTable, type Column } from '@/admin/components/data-table';
import { EmptyState } from '@/admin/components/states';
import { StatusBadge } from '@/admin/components/status-badge';
import { at } from '@/admin/i18n';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import type { RecentOrder } from '@store/domain/contract';
import { formatAed } from '../utils/format';

function columns(): Column<RecentOrder>[] {
  return [
    { key: 'id', header: at('dashboard.orderId'), rowHeader: true, cell: (o) => o.orderid },
    {
      key: 'customer',
      header: at('dashboard.customer'),
      cell: (o) => o.userName ?? at('dashboard.unknownCustomer'),
    },
    {
      key: 'product',
      header: at('dashboard.product'),
      cell: (o) => o.product ?? at('dashboard.noProduct'),
    },
    {
      key: 'amount',
      header: at('dashboard.amount'),
      align: 'end',
      cell: (o) => formatAed(o.amount),
    },
    {
      key: 'status',
      header: at('dashboard.status'),
      cell: (o) => <StatusBadge status={o.status} />,
    },
  ];
}

/** The 5 most recent orders, with a way on to Manage Orders. */
export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  return (
    <section className="admin-card" aria-labelledby="recent-orders-title">
      <div className="admin-card__head">
        <h2 id="recent-orders-title" className="admin-section-title">
          {at('dashboard.recentTitle')}
        </h2>
        <Link to={ADMIN_PATHS.orders} className="admin-link">
          {at('dashboard.viewOrders')}
        </Link>
      </div>
      <DataTable
        label={at('dashboard.recentTitle')}
        columns={columns()}
        rows={orders}
        rowKey={(o) => o._id}
        empty={<EmptyState message={at('dashboard.recentEmpty')} />}
      />
    </section>
  );
}
