import { DELIVERY_CODE_DIGITS } from '@store/domain';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CodeField } from '@/admin/components/code-field';
import { useToast } from '@/components/ui/toast';
import { at } from '@/admin/i18n';
import { useCreditWallet } from '../api/credit-wallet';
import { useReturnCode } from '../api/get-return-code';
import { useSendReturnCode } from '../api/send-return-code';
import { useVerifyReturnCode } from '../api/verify-return-code';
import { useCodeValidity } from '@/admin/hooks/use-code-validity';
import type { AdminReturn } from '@store/domain/contract';
import { failureMessage } from '@/admin/lib/failure-message';
import { formatAed } from '@/admin/lib/admin-format';

type ReturnCodeDialogProps = {
  ret: AdminReturn;
  step: 'pickup' | 'delivery';
  open: boolean;
  onClose: () => void;
};

const CODE_PATTERN = new RegExp(`^\\d{${DELIVERY_CODE_DIGITS}}$`);

/**
 * The pickup or replacement-delivery code dialog: the countdown of the
 * code the shopper was just sent, the field for the code they read out, Verify (disabled once
 * the code expired) and Resend. A save_to_wallet pickup is credited with its code; should that
 * credit fail, the dialog says so and retries it.
 */
export function ReturnCodeDialog({ ret, step, open, onClose }: ReturnCodeDialogProps) {
  const formId = useId();
  const toast = useToast();
  const code = useReturnCode(ret._id, open);
  const send = useSendReturnCode();
  const verify = useVerifyReturnCode();
  const credit = useCreditWallet();
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [creditFailed, setCreditFailed] = useState(false);
  // At pickup: back on sale (the default) or not resellable.
  const [restock, setRestock] = useState(true);

  const expiresAt = code.data?.otp?.otpExpiresAt ?? null;
  const validity = useCodeValidity(expiresAt, code.isSuccess);
  const expired = code.isSuccess && validity.expired;
  const countdown = code.isError ? at('returns.code.readError') : validity.shown;
  const notice = validity.notice;

  const close = () => {
    setRestock(true);
    setOtp('');
    setFieldError(undefined);
    setAlert(null);
    setCreditFailed(false);
    onClose();
  };

  const resend = () => {
    setAlert(null);
    send.mutate(ret._id, {
      onSuccess: () => {
        setOtp('');
        setFieldError(undefined);
        toast(at('returns.code.sent'));
      },
      onError: (error) =>
        setAlert(
          failureMessage(error, at('returns.code.sendError'), at('returns.code.sendErrorUnknown')),
        ),
    });
  };

  const creditAgain = () => {
    setAlert(null);
    credit.mutate(
      { returnid: ret._id, amount: ret.product.price * ret.quantity },
      {
        onSuccess: (answer) => {
          toast(at('returns.credited', { amount: formatAed(answer.amount) }));
          close();
        },
        onError: (error) =>
          setAlert(
            failureMessage(error, at('returns.creditError'), at('returns.creditErrorUnknown')),
          ),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (expired || verify.isPending) return;
    const typed = otp.trim();
    if (!CODE_PATTERN.test(typed)) {
      setFieldError(at('returns.code.digitsOnly'));
      return;
    }
    setFieldError(undefined);
    setAlert(null);
    verify.mutate(
      { returnid: ret._id, otp: typed, ...(step === 'pickup' ? { restock } : {}) },
      {
        onSuccess: (answer) => {
          if (answer.creditFailed) {
            setCreditFailed(true);
            setAlert(at('returns.code.creditFailed'));
            return;
          }
          const after = answer.return;
          toast(
            after.status === 'wallet_credited'
              ? at('returns.credited', { amount: formatAed(after.creditedAmount ?? 0) })
              : after.status === 'delivered'
                ? at('returns.done.delivered')
                : at('returns.code.verified'),
          );
          close();
        },
        onError: (error) => setFieldError(failureMessage(error, at('returns.code.invalid'))),
      },
    );
  };

  const name = ret.user.fullname;
  const footer = creditFailed ? (
    <div className="confirm-dialog__actions">
      <button type="button" className="button button--secondary" onClick={close}>
        {at('returns.code.close')}
      </button>
      <Button onClick={creditAgain} busy={credit.isPending}>
        {credit.isPending ? at('confirm.working') : at('returns.code.retryCredit')}
      </Button>
    </div>
  ) : (
    <div className="confirm-dialog__actions">
      <Button variant="secondary" onClick={resend} busy={send.isPending}>
        {send.isPending ? at('returns.code.sending') : at('returns.code.resend')}
      </Button>
      <Button
        type="submit"
        form={formId}
        disabled={expired || !code.isSuccess}
        busy={verify.isPending}
      >
        {verify.isPending ? at('returns.code.verifying') : at('returns.code.verify')}
      </Button>
    </div>
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={step === 'pickup' ? at('returns.code.pickupTitle') : at('returns.code.deliveryTitle')}
      closeLabel={at('confirm.close')}
      className="confirm-dialog return-code"
      footer={footer}
    >
      <p className="confirm-dialog__message">
        {step === 'pickup'
          ? at('returns.code.pickupText', { name })
          : at('returns.code.deliveryText', { name })}
      </p>
      {creditFailed ? null : (
        <form id={formId} className="code-dialog__form" onSubmit={submit} noValidate>
          <p className="code-dialog__countdown" role="timer" aria-live="off">
            {countdown}
          </p>
          {/* Spoken when the code arrives, with 30 s left and when it expires, not each second. */}
          <p className="sr-only" role="status">
            {code.isError ? countdown : notice}
          </p>
          <CodeField
            id={`${formId}-otp`}
            label={at('returns.code.label')}
            value={otp}
            onChange={setOtp}
            disabled={expired}
            error={fieldError}
            hint={at('returns.code.hint')}
          />
          {step === 'pickup' ? (
            <fieldset className="return-code__restock">
              <legend>{at('shipping.restockTitle')}</legend>
              <label>
                <input
                  type="radio"
                  name={`${formId}-restock`}
                  checked={restock}
                  onChange={() => setRestock(true)}
                />{' '}
                {at('shipping.restock')}
              </label>
              <label>
                <input
                  type="radio"
                  name={`${formId}-restock`}
                  checked={!restock}
                  onChange={() => setRestock(false)}
                />{' '}
                {at('shipping.notResellable')}
              </label>
            </fieldset>
          ) : null}
        </form>
      )}
      <div role="alert" className="return-code__alert">
        {alert ? <p>{alert}</p> : null}
      </div>
    </Dialog>
  );
}
