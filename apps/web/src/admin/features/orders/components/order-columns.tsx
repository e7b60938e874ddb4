import { formatDate } from '@/admin/lib/admin-date';
import type { Column } from '@/admin/components/data-table';
import { StatusBadge } from '@/admin/components/status-badge';
import { at } from '@/admin/i18n';
import type { AdminOrder } from '@store/domain/contract';
import { paymentMethodLabel, paymentStateLabel } from '../utils/payment-labels';
import { OrderActions, type OrderAction } from './order-actions';
import { formatAed } from '@/admin/lib/admin-format';

/** The orders table's columns; the last one holds each row's buttons. */
export function orderColumns(
  busyOrder: string | null,
  onAction: (action: OrderAction, order: AdminOrder) => void,
): Column<AdminOrder>[] {
  return [
    { key: 'id', header: at('orders.col.order'), rowHeader: true, cell: (o) => o.orderid },
    {
      key: 'customer',
      header: at('orders.col.customer'),
      cell: (o) => (
        <span className="order-customer">
          <span>{o.userName}</span>
          {o.contactDetails ? (
            <span className="order-customer__email">{o.contactDetails}</span>
          ) : null}
        </span>
      ),
    },
    { key: 'date', header: at('orders.col.date'), cell: (o) => formatDate(o.createdAt, true) },
    {
      key: 'amount',
      header: at('orders.col.amount'),
      align: 'end',
      cell: (o) => formatAed(o.totalprice),
    },
    {
      key: 'payment',
      header: at('orders.col.payment'),
      cell: (o) =>
        at('orders.paymentSummary', {
          method: paymentMethodLabel(o.paymentMethod),
          paid: paymentStateLabel(o),
        }),
    },
    {
      key: 'status',
      header: at('orders.col.status'),
      cell: (o) => (
        <span className="order-status-cell">
          <StatusBadge status={o.status} />
          {o.dispute ? (
            <StatusBadge status="disputed" label={at('orders.disputed')} tone="warning" />
          ) : null}
          {o.cancelRequest ? (
            <StatusBadge
              status="cancel-requested"
              label={at('orders.cancelRequested')}
              tone="warning"
            />
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: at('orders.col.actions'),
      cell: (o) => <OrderActions order={o} busy={busyOrder === o.orderid} onAction={onAction} />,
    },
  ];
}
