import { orderTrackerStep } from '@store/domain';
import type { OrderStatus } from '@store/domain';

import { t } from '../../../i18n';
import type { MessageKey } from '../../../i18n';
import { isCancelled } from '../utils/order-rules';

const STEPS: readonly MessageKey[] = [
  'orders.step.placed',
  'orders.step.shipped',
  'orders.step.delivered',
];

/** Order Placed → Shipped → Delivered (ORDER_TRACKER_STEPS); a cancelled order says so instead. */
export function OrderTracker({ status }: { status: OrderStatus }) {
  if (isCancelled(status)) {
    return (
      <p className="order-cancelled" role="status">
        {t('orders.cancelled')}
      </p>
    );
  }
  const current = orderTrackerStep(status);
  return (
    <ol className="order-tracker" aria-label={t('orders.tracker')}>
      {STEPS.map((key, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        const label = t(key);
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
