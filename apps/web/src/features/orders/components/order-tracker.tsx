import { orderTrackerStep } from '@store/domain';
import type { OrderStatus } from '@store/domain';

import { isCancelled } from '../utils/order-rules';
import { ordersText } from '../i18n/orders-text';

const STEPS = ['orders.step.placed', 'orders.step.shipped', 'orders.step.delivered'] as const;

/** Order Placed → Shipped → Delivered (ORDER_TRACKER_STEPS); a cancelled order says so instead. */
export function OrderTracker({ status }: { status: OrderStatus }) {
  if (isCancelled(status)) {
    return (
      <p className="order-cancelled" role="status">
        {ordersText('orders.cancelled')}
      </p>
    );
  }
  const current = orderTrackerStep(status);
  return (
    <ol className="order-tracker" aria-label={ordersText('orders.tracker')}>
      {STEPS.map((key, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        const label = ordersText(key);
        return (
          <li
            key={key}
            className={`order-tracker__step order-tracker__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="order-tracker__dot" aria-hidden="true" />
            <span className="order-tracker__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
