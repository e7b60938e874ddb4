import { at } from '../../../i18n';
import type { AdminOrder } from '../types';
import { adminOrderActions } from '../utils/order-timeline';

export type OrderAction = 'ship' | 'deliver' | 'code' | 'cancel';

type OrderActionsProps = {
  order: AdminOrder;
  /** The order whose change is on its way (its buttons wait). */
  busy: boolean;
  onAction: (action: OrderAction, order: AdminOrder) => void;
};

/** A row's buttons: ship a new order, deliver one on its way (with the code), cancel. */
export function OrderActions({ order, busy, onAction }: OrderActionsProps) {
  const actions = adminOrderActions(order.status);
  const outForDelivery = order.status.toLowerCase() === 'out-for-delivery';
  if (!actions.ship && !actions.deliver && !actions.cancel) {
    return <span className="order-actions__none">{at('orders.noActions')}</span>;
  }
  return (
    <div
      className="order-actions"
      role="group"
      aria-label={at('orders.actionsFor', { order: order.orderid })}
    >
      {actions.ship ? (
        <button
          type="button"
          className="button button--primary order-actions__button"
          disabled={busy}
          onClick={() => onAction('ship', order)}
        >
          {at('orders.ship')}
        </button>
      ) : null}
      {actions.deliver ? (
        <button
          type="button"
          className="button button--primary order-actions__button"
          disabled={busy}
          onClick={() => onAction(outForDelivery ? 'code' : 'deliver', order)}
        >
          {outForDelivery ? at('orders.enterCode') : at('orders.deliver')}
        </button>
      ) : null}
      {actions.cancel ? (
        <button
          type="button"
          className="button button--secondary order-actions__button order-actions__cancel"
          disabled={busy}
          onClick={() => onAction('cancel', order)}
        >
          {at('orders.cancel')}
        </button>
      ) : null}
    </div>
  );
}
