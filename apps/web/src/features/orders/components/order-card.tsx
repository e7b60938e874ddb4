import { formatDate } from '@/lib/format-date';
import { AppliedPromotions } from '@/components/price-lines';
import { paymentLine } from '@/features/checkout';
import type { Order, OrderItem } from '@/features/checkout';
import type { ReturnRequest } from '@store/domain/contract';
import {
  canCancel,
  canReturnItem,
  cancelKindOf,
  isCancelled,
  orderStatusOf,
} from '../utils/order-rules';
import { cancelText } from '../i18n/cancel-request-text';
import { TaxDocumentButtons } from './tax-document-buttons';
import { OrderItemRow } from './order-item-row';
import { OrderTracker } from './order-tracker';
import { ShipmentLine } from './shipment-line';
import { formatAed } from '@/lib/money';
import { ordersText } from '../i18n/orders-text';
import type { OrdersTextKey } from '../i18n/orders-text';
import { promoText } from '@/lib/promo-text';
import { isPayLaterMethod } from '@store/domain';

/** A pay-later order's words: the provider it was paid by, and where its refund went. */
const PAY_LATER_WORDS = {
  tabby: { paid: 'orders.paidTabby', refunded: 'orders.refundedTabby' },
  tamara: { paid: 'orders.paidTamara', refunded: 'orders.refundedTamara' },
} as const;

type OrderCardProps = {
  order: Order;
  returns: ReadonlyMap<string, ReturnRequest>;
  now: Date;
  returnsKnown: boolean;
  onCancel: (order: Order) => void;
  onReturn: (order: Order, item: OrderItem) => void;
};

/** One order on the orders page: items, id, date, total, payment, status, actions. */
export function OrderCard({
  order,
  returns,
  now,
  returnsKnown,
  onCancel,
  onReturn,
}: OrderCardProps) {
  const status = orderStatusOf(order);
  const cancelled = isCancelled(status);
  const payLater = isPayLaterMethod(order.paymentMethod) ? order.paymentMethod : null;
  return (
    <article
      className={`order-card${cancelled ? ' order-card--cancelled' : ''}`}
      aria-labelledby={`order-${order._id}`}
      data-order-id={order.orderid}
    >
      <header className="order-card__head">
        <dl className="order-card__facts">
          <div>
            <dt>{ordersText('orders.orderId')}</dt>
            <dd id={`order-${order._id}`} className="order-card__id">
              {order.orderid}
            </dd>
          </div>
          <div>
            <dt>{ordersText('orders.placedOn')}</dt>
            <dd>{formatDate(order.createdAt)}</dd>
          </div>
          <div>
            <dt>{ordersText('orders.total')}</dt>
            <dd className="order-card__total">{formatAed(order.totalprice)}</dd>
          </div>
        </dl>
        <p className="order-card__status">
          <span className="sr-only">{ordersText('orders.status')}: </span>
          <span className={`status-chip status-chip--${status}`}>
            {ordersText(`orders.status.${status}` as OrdersTextKey)}
          </span>
        </p>
      </header>

      <OrderTracker status={status} />
      {order.shipment && !cancelled ? <ShipmentLine shipment={order.shipment} /> : null}

      <ul
        className="order-card__items"
        role="list"
        aria-label={ordersText('orders.items', { id: order.orderid })}
      >
        {order.items.map((item) => (
          <OrderItemRow
            key={item._id}
            item={item}
            existing={returns.get(item._id)}
            canReturn={returnsKnown && canReturnItem(order, item._id, returns, now)}
            onReturn={() => onReturn(order, item)}
          />
        ))}
      </ul>

      {order.promotions.length > 0 ? (
        <div>
          <p className="order-card__label" id={`order-${order._id}-promotions`}>
            {promoText('promo.applied')}
          </p>
          <AppliedPromotions
            promotions={order.promotions}
            labelledBy={`order-${order._id}-promotions`}
          />
        </div>
      ) : null}

      <footer className="order-card__foot">
        <p className="order-card__payment">
          <span className="order-card__label">{ordersText('orders.payment')}</span>{' '}
          <span>
            {payLater
              ? ordersText(PAY_LATER_WORDS[payLater].paid, { amount: formatAed(order.totalprice) })
              : paymentLine(order)}
          </span>
          {order.paymentDetails.status === 'refunded' ? (
            <span className="status-chip status-chip--refunded">
              {ordersText(payLater ? PAY_LATER_WORDS[payLater].refunded : 'orders.refunded')}
            </span>
          ) : null}
        </p>
        <TaxDocumentButtons order={order} />
        {cancelKindOf(order) === 'requested' ? (
          <p className="order-card__cancel-requested" role="status">
            <span className="status-chip status-chip--cancel-requested">
              {cancelText('requested')}
            </span>{' '}
            <span>{cancelText('requestedText')}</span>
          </p>
        ) : null}
        {canCancel(order) ? (
          <button
            type="button"
            className="button button--secondary order-card__cancel"
            onClick={() => onCancel(order)}
          >
            {ordersText('orders.cancel')}
          </button>
        ) : null}
      </footer>
    </article>
  );
}
