import { isPayLaterMethod, RETURN_REASONS, RETURN_TYPES } from '@store/domain';
import { useCallback, useId } from 'react';
import type { FormEvent } from 'react';

import { Dialog } from '@/components/ui/dialog';
import type { Order, OrderItem } from '@/features/checkout';
import { useReturnForm } from '../hooks/use-return-form';
import { ChoiceGroup } from './choice-group';
import { ExchangeChoice } from './exchange-choice';
import { localText } from '@/i18n/shared-text';
import { productName } from '@/i18n/content';
import { ordersText } from '../i18n/orders-text';
import type { OrdersTextKey } from '../i18n/orders-text';

export type ReturnTarget = { order: Order; item: OrderItem };

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="return-form__error" role="alert">
      {message}
    </p>
  ) : null;
}

function ReturnForm({
  target,
  formId,
  onDone,
}: {
  target: ReturnTarget;
  formId: string;
  onDone: () => void;
}) {
  const { order, item } = target;
  const { values, errors, set, onSubmit } = useReturnForm(order._id, item._id, onDone);
  const setExchange = useCallback(
    (choice: { color: string; size: string } | null) => set('exchange', choice),
    [set],
  );
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={formId} className="return-form" onSubmit={submit} noValidate>
      <ChoiceGroup
        legend={ordersText('returns.reason')}
        name="reason"
        choices={RETURN_REASONS}
        labelOf={localText}
        value={values.reason}
        onChange={(reason) => set('reason', reason)}
      />
      {values.reason === 'Other reason' ? (
        <div className="return-form__field">
          <label className="return-form__legend" htmlFor={`${id}-other`}>
            {ordersText('returns.otherReason')}
          </label>
          <textarea
            id={`${id}-other`}
            className="return-form__textarea"
            rows={3}
            maxLength={500}
            value={values.otherReason}
            aria-invalid={errors.otherReason ? true : undefined}
            aria-describedby={errors.otherReason ? `${id}-other-error` : undefined}
            onChange={(event) => set('otherReason', event.target.value)}
          />
          <FieldError id={`${id}-other-error`} message={errors.otherReason} />
        </div>
      ) : null}
      {isPayLaterMethod(order.paymentMethod) ? (
        <p className="return-form__note" role="note">
          {ordersText('returns.payLaterNote', {
            provider: ordersText(
              order.paymentMethod === 'tabby' ? 'returns.providerTabby' : 'returns.providerTamara',
            ),
          })}
        </p>
      ) : null}
      <ChoiceGroup
        legend={ordersText('returns.type')}
        name="returntype"
        choices={RETURN_TYPES}
        labelOf={(type) => ordersText(`returns.type.${type}` as OrdersTextKey)}
        value={values.returntype}
        onChange={(type) => set('returntype', type)}
        errorId={errors.returntype ? `${id}-type-error` : undefined}
      >
        <FieldError id={`${id}-type-error`} message={errors.returntype} />
      </ChoiceGroup>
      {values.returntype === 'replacement' ? (
        <>
          <ExchangeChoice
            orderId={order._id}
            itemId={item._id}
            quantity={values.quantity}
            value={values.exchange}
            onChange={setExchange}
            errorId={errors.exchangeSize ? `${id}-exchange-error` : undefined}
          />
          <FieldError id={`${id}-exchange-error`} message={errors.exchangeSize} />
        </>
      ) : null}
      <div className="return-form__field">
        <label className="return-form__legend" htmlFor={`${id}-qty`}>
          {ordersText('returns.quantity')}
        </label>
        <select
          id={`${id}-qty`}
          className="return-form__select"
          value={values.quantity}
          onChange={(event) => set('quantity', Number(event.target.value))}
        >
          {Array.from({ length: item.quantity }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-qty-error`} message={errors.quantity ?? errors._form} />
      </div>
    </form>
  );
}

/**
 * The return dialog: reason, free text for 'Other reason', type and quantity, and for a
 * replacement the colour and size to receive.
 */
export function ReturnDialog({
  target,
  onClose,
}: {
  target: ReturnTarget | null;
  onClose: () => void;
}) {
  const formId = useId();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={ordersText('returns.title', { name: target ? productName(target.item) : '' })}
      closeLabel={ordersText('orders.close')}
      className="order-dialog"
      footer={
        <div className="order-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {ordersText('returns.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary">
            {ordersText('returns.submit')}
          </button>
        </div>
      }
    >
      {target ? (
        <ReturnForm key={target.item._id} target={target} formId={formId} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}
