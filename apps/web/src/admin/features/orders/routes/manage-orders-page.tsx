import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { formatCount } from '@/admin/lib/admin-format';
import { useListAddress } from '@/admin/hooks/use-list-address';
import { useListPages } from '@/admin/hooks/use-list-pages';
import { useRowFocusRescue } from '@/admin/hooks/use-row-focus-rescue';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { DataTable } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { Pager } from '@/admin/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/admin/components/states';
import { at, atp } from '@/admin/i18n';
import { failureMessage } from '@/admin/lib/failure-message';
import { OrdersExportButton } from '@/admin/features/import-export';
import { useCouriers } from '../api/get-couriers';
import { useOrders } from '../api/get-orders';
import { useSendDeliveryCode } from '../api/send-delivery-code';
import { useSettleCancelRequest } from '../api/settle-cancel-request';
import {
  useUpdateOrderStatus,
  type SettableStatus,
  type Shipment,
} from '../api/update-order-status';
import { DeliveryCodeDialog } from '../components/delivery-code-dialog';
import { ShipOrderDialog } from '../components/ship-order-dialog';
import type { OrderAction } from '../components/order-actions';
import { orderColumns } from '../components/order-columns';
import { OrderDetails } from '../components/order-details';
import { OrderFiltersBar } from '../components/order-filters-bar';
import { OrderStatCards } from '../components/order-stat-cards';
import type { AdminOrder } from '@store/domain/contract';
import { readOrderFilters, writeOrderFilters } from '@/admin/lib/order-filters';
import '../orders.css';

type Open = { action: OrderAction; order: AdminOrder } | null;

/**
 * /admin/manage-order: the store's orders, 10 a page, newest first, searched and filtered from
 * the address; each row opens to its items, address, payment and timeline, and moves the order
 * on: ship, send the delivery code and type the one the shopper reads out, or cancel.
 */
export default function ManageOrdersPage() {
  const {
    state: filters,
    text,
    setText,
    change: goTo,
  } = useListAddress(readOrderFilters, writeOrderFilters);
  const orders = useOrders(filters);
  const data = orders.data;
  const toast = useToast();
  const update = useUpdateOrderStatus();
  // The ship dialog's couriers come with the page: on a busy machine they would otherwise still be
  // on their way when the owner, dialog open, presses Mark as Shipped.
  useCouriers();
  const send = useSendDeliveryCode();
  const settle = useSettleCancelRequest();
  const [open, setOpen] = useState<Open>(null);
  const busyOrder = update.isPending
    ? (update.variables?.orderid ?? null)
    : settle.isPending
      ? (settle.variables?.orderid ?? null)
      : null;

  // The shopper's request to cancel in transit: the parcel came back, or the order goes on.
  const settleRequest = (order: AdminOrder, decision: 'returned' | 'declined') =>
    settle.mutate(
      { orderid: order.orderid, decision },
      {
        onSuccess: () => {
          toast(
            at(decision === 'returned' ? 'orders.returnedDone' : 'orders.declinedDone'),
            'success',
          );
          setOpen(null);
        },
        onError: (error) => {
          toast(failureMessage(error, at('orders.updateFailed')), 'error');
          setOpen(null);
        },
      },
    );

  const changeStatus = (order: AdminOrder, status: SettableStatus, shipment?: Shipment) =>
    update.mutate(
      { orderid: order.orderid, status, ...(shipment ? { shipment } : {}) },
      {
        onSuccess: () => {
          toast(at('orders.statusUpdated'), 'success');
          setOpen(null);
        },
        onError: (error) => {
          toast(failureMessage(error, at('orders.updateFailed')), 'error');
          setOpen(null);
        },
      },
    );

  const onAction = (action: OrderAction, order: AdminOrder) => setOpen({ action, order });

  const sendCode = (order: AdminOrder) =>
    send.mutate(order.orderid, {
      onSuccess: () => {
        toast(at('orders.codeSent'), 'success');
        setOpen({ action: 'code', order });
      },
      onError: (error) => {
        toast(failureMessage(error, at('orders.sendFailed')), 'error');
        setOpen(null);
      },
    });

  // A dialog closed by the page (the confirmation giving way to the code dialog) reports its
  // close as well: only the dialog still showing may clear what is open.
  const closeIf = (action: OrderAction) =>
    setOpen((current) => (current?.action === action ? null : current));

  const refresh = async () => {
    const result = await orders.refetch();
    if (result.isError) toast(at('orders.refreshFailed'), 'error');
  };

  const pageCount = useListPages(filters.page, orders);
  // An order shipped or cancelled under a status filter leaves the list, and OrderActions' own
  // rescue goes with its row: this one, on the list, keeps the keyboard's place.
  const rows = useRowFocusRescue('.data-table__toggle');

  return (
    <div className="admin-page">
      <PageHeader
        title={at('orders.title')}
        description={data ? atp('orders.count', data.total) : undefined}
        actions={<OrdersExportButton filters={filters} />}
      />
      {data ? <OrderStatCards stats={data.stats} /> : null}
      <OrderFiltersBar
        text={text}
        onTextChange={setText}
        filters={filters}
        onChange={(change) => goTo(change)}
        onRefresh={() => void refresh()}
        refreshing={orders.isFetching}
      />
      {data?.totalCapped ? (
        <p className="admin-notice" role="status">
          {at('orders.capped', { count: formatCount(data.total) })}
        </p>
      ) : null}
      {orders.isPending ? <LoadingState /> : null}
      {orders.isError && !data ? (
        <ErrorState
          title={at('orders.fetchError')}
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : null}
      {data ? (
        <div className="admin-card" onFocus={rows.onFocus}>
          <DataTable
            label={at('orders.tableLabel')}
            columns={orderColumns(busyOrder, onAction)}
            rows={data.orders}
            rowKey={(o) => o._id}
            rowName={(o) => o.orderid}
            renderDetails={(o) => <OrderDetails order={o} />}
            busy={orders.isPlaceholderData}
            empty={<EmptyState message={at('orders.empty')} />}
          />
          <Pager
            page={filters.page}
            pageCount={pageCount}
            onPageChange={(page) => goTo({ page })}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={open?.action === 'deliver'}
        title={at('orders.deliverTitle')}
        message={open ? at('orders.deliverQuestion', { order: open.order.orderid }) : ''}
        detail={at('orders.deliverDetail')}
        confirmLabel={at('orders.sendCode')}
        busyLabel={at('orders.sending')}
        busy={send.isPending}
        onConfirm={() => open && sendCode(open.order)}
        onClose={() => closeIf('deliver')}
      />
      <ConfirmDialog
        open={open?.action === 'cancel'}
        title={at('orders.cancelTitle')}
        message={open ? at('orders.cancelQuestion', { order: open.order.orderid }) : ''}
        detail={at('orders.cancelDetail')}
        confirmLabel={at('orders.cancelConfirm')}
        cancelLabel={at('orders.cancelKeep')}
        busyLabel={at('orders.cancelling')}
        busy={update.isPending}
        tone="danger"
        onConfirm={() => open && changeStatus(open.order, 'cancelled')}
        onClose={() => closeIf('cancel')}
      />
      <ConfirmDialog
        open={open?.action === 'returned'}
        title={at('orders.returnedTitle')}
        message={open ? at('orders.returnedQuestion', { order: open.order.orderid }) : ''}
        detail={at('orders.returnedDetail')}
        confirmLabel={at('orders.returnedConfirm')}
        cancelLabel={at('orders.settleKeep')}
        busyLabel={at('orders.settling')}
        busy={settle.isPending}
        tone="danger"
        onConfirm={() => open && settleRequest(open.order, 'returned')}
        onClose={() => closeIf('returned')}
      />
      <ConfirmDialog
        open={open?.action === 'decline'}
        title={at('orders.declineTitle')}
        message={open ? at('orders.declineQuestion', { order: open.order.orderid }) : ''}
        detail={at('orders.declineDetail')}
        confirmLabel={at('orders.declineConfirm')}
        cancelLabel={at('orders.settleKeep')}
        busyLabel={at('orders.settling')}
        busy={settle.isPending}
        onConfirm={() => open && settleRequest(open.order, 'declined')}
        onClose={() => closeIf('decline')}
      />
      {open?.action === 'ship' ? (
        <ShipOrderDialog
          order={open.order}
          busy={update.isPending}
          onShip={(shipment) => changeStatus(open.order, 'shipped', shipment)}
          onClose={() => closeIf('ship')}
        />
      ) : null}
      {open?.action === 'code' ? (
        <DeliveryCodeDialog order={open.order} onClose={() => closeIf('code')} />
      ) : null}
    </div>
  );
}
