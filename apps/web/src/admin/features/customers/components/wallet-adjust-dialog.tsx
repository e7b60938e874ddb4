import {
  formatAed,
  numericStringToNumber,
  toFils,
  WALLET_ADJUSTMENT_REASON_MAX_CHARS,
  walletAdjustmentSchema,
} from '@store/domain';
import { useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { Field } from '@/components/ui/field';
import '@/components/ui/field.css';
import { ApiError } from '@/lib/api-client';
import { adminLanguage, at } from '@/admin/i18n';
import { failureMessage } from '@/admin/lib/failure-message';
import { useAdjustWallet } from '../api/adjust-wallet';
import type { WalletAdjustment } from '../customer-inputs';
import { newIdempotencyKey } from '../utils/idempotency-key';

type WalletAdjustDialogProps = {
  customerId: string;
  name: string;
  type: 'credit' | 'debit';
  /** The balance shown on the page, in AED. */
  balance: number;
  onClose: () => void;
};

type Errors = { amount?: string; reason?: string; form?: string };

/** The outcome of a call that got no answer (network, timeout) is unknown: it may have landed. */
const outcomeUnknown = (error: unknown) => error instanceof ApiError && error.kind !== 'http';

/**
 * Credit or debit with an amount and a reason. Each submit carries one idempotency key, so the
 * money moves once however often the request arrives; only a retry of the very same adjustment
 * after an unanswered attempt sends that attempt's key again (docs/decisions/0049).
 */
export function WalletAdjustDialog({
  customerId,
  name,
  type,
  balance,
  onClose,
}: WalletAdjustDialogProps) {
  const id = useId();
  const toast = useToast();
  const adjust = useAdjustWallet(customerId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const unanswered = useRef<WalletAdjustment | null>(null);
  const language = adminLanguage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adjust.isPending) return;
    const parsed = walletAdjustmentSchema.safeParse({
      type,
      amount: numericStringToNumber(amount),
      reason,
      idempotencyKey: newIdempotencyKey(),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'amount') next.amount ??= at('adjust.amountInvalid');
        if (field === 'reason') {
          next.reason ??= reason.trim() ? issue.message : at('adjust.reasonRequired');
        }
      }
      setErrors(next);
      document.getElementById(next.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    if (type === 'debit' && toFils(parsed.data.amount) > toFils(balance)) {
      setErrors({ amount: at('adjust.tooMuch', { balance: formatAed(balance, language) }) });
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    setErrors({});
    const last = unanswered.current;
    const same =
      last?.amount === parsed.data.amount &&
      last.reason === parsed.data.reason &&
      last.type === type;
    const input: WalletAdjustment = same ? last : parsed.data;
    adjust.mutate(input, {
      onSuccess: (answer) => {
        unanswered.current = null;
        const params = {
          amount: formatAed(answer.transaction.amount, language),
          balance: formatAed(answer.balance, language),
        };
        toast(at(type === 'credit' ? 'adjust.credited' : 'adjust.debited', params), 'success');
        onClose();
      },
      onError: (error) => {
        unanswered.current = outcomeUnknown(error) ? input : null;
        const form =
          error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE'
            ? at('adjust.tooMuch', { balance: formatAed(balance, language) })
            : failureMessage(error, at('adjust.failed'));
        setErrors({ form });
      },
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={at(type === 'credit' ? 'adjust.creditTitle' : 'adjust.debitTitle')}
      closeLabel={at('confirm.close')}
      className="confirm-dialog wallet-adjust-dialog"
    >
      <form className="wallet-adjust-dialog__form" onSubmit={submit} noValidate>
        <p className="confirm-dialog__message">
          {at('adjust.intro', { name, balance: formatAed(balance, language) })}
        </p>
        <Field
          id={`${id}-amount`}
          label={at('adjust.amount')}
          error={errors.amount}
          hint={at('adjust.amountHint')}
        >
          {(control) => (
            <div className="field__control">
              <input
                id={control.id}
                className="field__input"
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                value={amount}
                maxLength={12}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={(e) => setAmount(e.target.value)}
              />
            </div>
          )}
        </Field>
        <Field
          id={`${id}-reason`}
          label={at('adjust.reason')}
          error={errors.reason}
          hint={at('adjust.reasonHint', { max: WALLET_ADJUSTMENT_REASON_MAX_CHARS })}
        >
          {(control) => (
            <div className="field__control">
              <textarea
                id={control.id}
                className="field__input wallet-adjust-dialog__reason"
                rows={3}
                value={reason}
                maxLength={WALLET_ADJUSTMENT_REASON_MAX_CHARS}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          )}
        </Field>
        {errors.form ? (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {at('adjust.cancel')}
          </Button>
          <Button type="submit" busy={adjust.isPending}>
            {adjust.isPending
              ? at('adjust.working')
              : at(type === 'credit' ? 'adjust.confirmCredit' : 'adjust.confirmDebit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
