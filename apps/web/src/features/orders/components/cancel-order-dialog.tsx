import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import type { Order } from '@/features/checkout';
import { useCancelOrder } from '../api';
import { cancelText } from '../i18n/cancel-request-text';
import { cancelKindOf, failureMessage } from '../utils/order-rules';
import { localText } from '@/i18n/shared-text';
import { ordersText } from '../i18n/orders-text';

/** Confirms Cancel Order; the server's message as a toast, or the page's failure texts. */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const toast = useToast();
  const cancel = useCancelOrder();
  // Once shipped, Cancel asks the owner to have the parcel brought back: the dialog says so.
  const asking = order !== null && cancelKindOf(order) === 'request';

  const confirm = () => {
    if (!order) return;
    if (!user) {
      toast(ordersText('orders.notSignedIn'), 'error');
      return;
    }
    cancel.mutate(order._id, {
      onSuccess: (data) => {
        // A request is told in the page's own words (the server's are in the request's language).
        toast(
          data.requested
            ? `${cancelText('requested')}. ${cancelText('requestedText')}`
            : localText(data.message),
        );
        onClose();
      },
      onError: (error) => {
        toast(
          failureMessage(error, ordersText('orders.cancelFailed'), (reason) =>
            ordersText('orders.cancelError', { reason }),
          ),
          'error',
        );
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={asking ? cancelText('requestTitle') : ordersText('orders.cancelTitle')}
      closeLabel={ordersText('orders.close')}
      className="order-dialog order-dialog--compact"
      footer={
        <div className="order-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {ordersText('orders.cancelKeep')}
          </button>
          <Button onClick={confirm} busy={cancel.isPending}>
            {cancel.isPending
              ? ordersText('orders.cancelling')
              : asking
                ? cancelText('requestConfirm')
                : ordersText('orders.cancelConfirm')}
          </Button>
        </div>
      }
    >
      <p className="order-dialog__text">
        {asking
          ? cancelText('requestText', { id: order.orderid })
          : ordersText('orders.cancelText', { id: order?.orderid ?? '' })}
      </p>
    </Dialog>
  );
}
