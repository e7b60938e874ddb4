import { RETURN_WINDOW_DAYS, deliveryCodeSchema } from '@store/domain';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CodeField } from '@/admin/components/code-field';
import { useToast } from '@/components/ui/toast';
import { at } from '@/admin/i18n';
import { failureMessage } from '@/admin/lib/failure-message';
import { useDeliveryCode } from '../api/get-delivery-code';
import { useSendDeliveryCode } from '../api/send-delivery-code';
import { useVerifyDeliveryCode } from '../api/verify-delivery-code';
import { useCodeValidity } from '@/admin/hooks/use-code-validity';
import type { AdminOrder } from '@store/domain/contract';

type DeliveryCodeDialogProps = {
  order: AdminOrder;
  onClose: () => void;
};

/** The code's shape is checked here first, with the server's own rule and message. */
function formatError(orderid: string, otp: string): string | null {
  const parsed = deliveryCodeSchema.safeParse({ orderid, otp });
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path[0] === 'otp')
    ? at('orders.codeFormat')
    : null;
}

/**
 * The delivery code dialog: the countdown of the code the shopper was sent, a field
 * for the 4 digits they read out, Verify (disabled once the code expires) and Resend.
 */
export function DeliveryCodeDialog({ order, onClose }: DeliveryCodeDialogProps) {
  const id = useId();
  const toast = useToast();
  const live = useDeliveryCode(order.orderid, true);
  const send = useSendDeliveryCode();
  const verify = useVerifyDeliveryCode();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expiresAt = live.data?.otpExpiresAt ?? null;
  const validity = useCodeValidity(expiresAt, live.isSuccess);
  // No live code (none sent, used up or voided) reads as expired: Verify waits for a new one.
  const expired = live.isSuccess && validity.expired;
  const countdown = live.isError ? at('orders.retrieveFailed') : validity.shown;
  const notice = validity.notice;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expired || verify.isPending) return;
    const invalid = formatError(order.orderid, otp);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    verify.mutate(
      { orderid: order.orderid, otp },
      {
        onSuccess: () => {
          toast(at('orders.delivered', { days: RETURN_WINDOW_DAYS }), 'success');
          onClose();
        },
        onError: (failure) => {
          setError(failureMessage(failure, at('orders.verifyFailed')));
          setOtp('');
          // A fifth wrong try voids the code: the countdown asks the server again.
          void live.refetch();
        },
      },
    );
  };

  const resend = () => {
    setError(null);
    setOtp('');
    send.mutate(order.orderid, {
      onSuccess: () => toast(at('orders.codeSent'), 'success'),
      onError: (failure) => setError(failureMessage(failure, at('orders.sendFailed'))),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={at('orders.codeTitle')}
      closeLabel={at('confirm.close')}
      className="confirm-dialog code-dialog"
    >
      <form className="code-dialog__form" onSubmit={submit} noValidate>
        <p className="confirm-dialog__message">
          {at('orders.codeIntro', { order: order.orderid })}
        </p>
        <p className="code-dialog__countdown" role="timer" aria-live="off">
          {countdown}
        </p>
        {/* The countdown is spoken when the code arrives, with 30 s left and when it expires;
            read out every second it would talk over the admin typing the code. */}
        <p className="sr-only" role="status">
          {live.isError ? countdown : notice}
        </p>
        <CodeField
          id={`${id}-otp`}
          label={at('orders.codeLabel')}
          value={otp}
          onChange={setOtp}
          disabled={expired}
          error={error}
        />
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={resend} busy={send.isPending}>
            {send.isPending ? at('orders.sending') : at('orders.resend')}
          </Button>
          <Button type="submit" disabled={expired} busy={verify.isPending}>
            {verify.isPending ? at('orders.verifying') : at('orders.verify')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
