import { Permitted } from '@/admin/components/require-permission';
import { at } from '@/admin/i18n';
import type { AdminOrder } from '@store/domain/contract';
import { useRetryCapture } from '../api/retry-capture';

/**
 * A pay-later order's capture: where it stands, why the last try failed, and, while it is
 * pending on an order still going out, the retry for a member whose role may capture (the
 * provider takes the capture once however often it is tried); a cancelled order's money goes
 * back instead (RefundState).
 */
export function CaptureState({ order }: { order: AdminOrder }) {
  const retry = useRetryCapture();
  const state = order.paymentDetails.captureState;
  if (!state) return null;
  return (
    <div className="order-details__capture">
      <dt>{at('orders.capture')}</dt>
      <dd>
        <span data-capture-state={state}>{at(`orders.capture.${state}`)}</span>
        {state === 'pending' && order.paymentDetails.captureError ? (
          <span className="order-details__capture-error">
            {' '}
            {at('orders.captureError', { error: order.paymentDetails.captureError })}
          </span>
        ) : null}
        {state === 'pending' && order.status !== 'cancelled' ? (
          <Permitted permission="orders:capture">
            <button
              type="button"
              className="button button--secondary order-details__retry"
              disabled={retry.isPending}
              onClick={() => retry.mutate(order.orderid)}
            >
              {at(retry.isPending ? 'orders.retryingCapture' : 'orders.retryCapture')}
            </button>
          </Permitted>
        ) : null}
      </dd>
    </div>
  );
}
