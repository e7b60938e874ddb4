import { useRef } from 'react';

import { Button } from '@/components/ui/button';
import { useFocusRescue } from '@/lib/use-focus-rescue';
import { at } from '@/admin/i18n';
import { useCan } from '@/admin/lib/admin-member';
import type { AdminOrder } from '@store/domain/contract';
import { adminOrderActions } from '../utils/order-timeline';

export type OrderAction = 'ship' | 'deliver' | 'code' | 'cancel' | 'returned' | 'decline';

type OrderActionsProps = {
  order: AdminOrder;
  /** The order whose change is on its way (its buttons wait). */
  busy: boolean;
  onAction: (action: OrderAction, order: AdminOrder) => void;
};

/**
 * A row's buttons: ship a new order, deliver one on its way (with the code), cancel; or, while
 * the shopper's request to cancel waits, Returned to sender and Decline request.
 */
export function OrderActions({ order, busy, onAction }: OrderActionsProps) {
  const noneRef = useRef<HTMLSpanElement>(null);
  // Mark as Shipped gives way to Mark as Delivered, and the last step to 'No actions': focus
  // follows instead of dropping to <body>. A row that leaves a filtered list takes this rescue
  // with it: Manage Orders' own, on the list, takes over then.
  const rescue = useFocusRescue(() => noneRef.current);
  const can = useCan();
  // Only the steps the member's role may take (the server refuses the others all the same).
  const steps = adminOrderActions(order.status, Boolean(order.cancelRequest));
  const actions = {
    ship: steps.ship && can('orders:ship'),
    deliver: steps.deliver && can('orders:deliver'),
    cancel: steps.cancel && can('orders:cancel'),
    settle: steps.settle && can('orders:cancel'),
  };
  const outForDelivery = order.status.toLowerCase() === 'out-for-delivery';
  if (!actions.ship && !actions.deliver && !actions.cancel && !actions.settle) {
    return (
      <span className="order-actions__none" ref={noneRef} tabIndex={-1}>
        {at('orders.noActions')}
      </span>
    );
  }
  return (
    <div
      className="order-actions"
      role="group"
      aria-label={at('orders.actionsFor', { order: order.orderid })}
      onFocus={rescue.onFocus}
    >
      {actions.ship ? (
        <Button
          className="order-actions__button"
          busy={busy}
          onClick={() => onAction('ship', order)}
        >
          {at('orders.ship')}
        </Button>
      ) : null}
      {actions.deliver ? (
        <Button
          className="order-actions__button"
          busy={busy}
          onClick={() => onAction(outForDelivery ? 'code' : 'deliver', order)}
        >
          {outForDelivery ? at('orders.enterCode') : at('orders.deliver')}
        </Button>
      ) : null}
      {actions.settle ? (
        <>
          <Button
            className="order-actions__button"
            busy={busy}
            onClick={() => onAction('returned', order)}
          >
            {at('orders.returnedToSender')}
          </Button>
          <Button
            variant="secondary"
            className="order-actions__button"
            busy={busy}
            onClick={() => onAction('decline', order)}
          >
            {at('orders.declineRequest')}
          </Button>
        </>
      ) : null}
      {actions.cancel ? (
        <Button
          variant="secondary"
          className="order-actions__button order-actions__cancel"
          busy={busy}
          onClick={() => onAction('cancel', order)}
        >
          {at('orders.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
