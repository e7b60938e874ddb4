import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import type { Order } from '@/features/checkout';
import { useCancelOrder } from '../api';
import { cancelText } from '../i18n/cancel-request-text';
import { CancelReasonFields, NO_REASON, whyPayload } from './cancel-reason-fields';
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
  // Once shipped, Cancel asks the owner to have the parcel brought back: the dialog says so,
  // and asks why.
  const asking = order !== null && cancelKindOf(order) === 'request';
  const [why, setWhy] = useState(NO_REASON);
  const close = () => {
    setWhy(NO_REASON);
    onClose();
  };

  const confirm = () => {
    if (!order) return;
    if (!user) {
      toast(ordersText('orders.notSignedIn'), 'error');
      return;
    }
    cancel.mutate(
      { orderid: order._id, ...(asking ? whyPayload(why) : {}) },
      {
        onSuccess: (data) => {
          // A request is told in the page's own words (the server's are in the request's language).
          toast(
            data.requested
              ? `${cancelText('requested')}. ${cancelText('requestedText')}`
              : localText(data.message),
          );
          close();
        },
        onError: (error) => {
          toast(
            failureMessage(error, ordersText('orders.cancelFailed'), (reason) =>
              ordersText('orders.cancelError', { reason }),
            ),
            'error',
          );
          close();
        },
      },
    );
  };

  return (
    <Dialog
      open={order !== null}
      onClose={close}
      title={asking ? cancelText('requestTitle') : ordersText('orders.cancelTitle')}
      closeLabel={ordersText('orders.close')}
      className="order-dialog order-dialog--compact"
      footer={
        <div className="order-dialog__actions">
          <button type="button" className="button button--secondary" onClick={close}>
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
      {asking ? <CancelReasonFields value={why} onChange={setWhy} /> : null}
    </Dialog>
  );
}
