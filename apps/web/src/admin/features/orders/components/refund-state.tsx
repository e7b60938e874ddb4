import { useToast } from '@/components/ui/toast';
import { at } from '@/admin/i18n';
import { formatDate } from '@/admin/lib/admin-date';
import { formatAed } from '@/admin/lib/admin-format';
import { failureMessage } from '@/admin/lib/failure-message';
import { useCan } from '@/admin/lib/admin-member';
import type { AdminOrder } from '@store/domain/contract';
import { useRetryRefund } from '../api/retry-refund';

/**
 * A cancelled pay-later order's money still owed back to the provider: the amount, the last
 * failed try, and, for members who may cancel, the retry (the provider takes it once however
 * often it is tried). Nothing shows once it went through: the payment status says refunded.
 */
export function RefundState({ order }: { order: AdminOrder }) {
  const retry = useRetryRefund();
  const toast = useToast();
  const can = useCan();
  const refund = order.payLaterRefund;
  if (refund?.state !== 'pending') return null;
  const onRetry = () =>
    retry.mutate(order.orderid, {
      onSuccess: (answer) => {
        const done = answer.order.payLaterRefund?.state === 'done';
        toast(
          at(done ? 'orders.refundSent' : 'orders.refundStillPending'),
          done ? 'success' : 'error',
        );
      },
      onError: (error) => toast(failureMessage(error, at('orders.refundStillPending')), 'error'),
    });
  return (
    <div className="order-details__capture">
      <dt>{at('orders.refund')}</dt>
      <dd>
        <span data-refund-state="pending">
          {at('orders.refundPending', { amount: formatAed(refund.owed) })}
        </span>
        {refund.triedAt ? (
          <span className="order-details__capture-error">
            {' '}
            {at('orders.refundTried', { at: formatDate(refund.triedAt, true) })}
          </span>
        ) : null}
        {can('orders:cancel') ? (
          <button
            type="button"
            className="button button--secondary order-details__retry"
            disabled={retry.isPending}
            onClick={onRetry}
          >
            {at(retry.isPending ? 'orders.retryingCapture' : 'orders.retryRefund')}
          </button>
        ) : null}
      </dd>
    </div>
  );
}
