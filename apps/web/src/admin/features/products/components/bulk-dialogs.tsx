import {
  BULK_DISCOUNT_MAX_PERCENT,
  BULK_PRICE_CHANGE_MAX_PERCENT,
  BULK_PRICE_CHANGE_MIN_PERCENT,
} from '@store/domain';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { at, atp } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useBulkProductActions } from '../api/bulk-products';

export type BulkAction = 'discount' | 'price' | 'delete';

type BulkDialogsProps = {
  action: BulkAction | null;
  ids: readonly string[];
  onClose: () => void;
  /** The action went through: the selection is cleared. */
  onDone: () => void;
};

/** A whole number typed in a box, or null. */
function wholeNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) ? value : null;
}

type PercentFieldProps = {
  label: string;
  hint: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
};

function PercentField({ label, hint, error, value, onChange }: PercentFieldProps) {
  const id = useId();
  return (
    <div className={['field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          maxLength={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The bulk actions' dialogs: a discount or a price change asks for its percent, a delete asks
 * once, naming the count. Each sends one call with every chosen id.
 */
export function BulkDialogs({ action, ids, onClose, onDone }: BulkDialogsProps) {
  const bulk = useBulkProductActions();
  const toast = useToast();
  const [percent, setPercent] = useState('');
  const [direction, setDirection] = useState<'up' | 'down'>('down');
  const [error, setError] = useState<string | null>(null);
  const directionId = useId();
  const count = ids.length;
  const busy = bulk.remove.isPending || bulk.discount.isPending || bulk.price.isPending;

  const close = () => {
    if (busy) return;
    setPercent('');
    setError(null);
    onClose();
  };
  const settle = (message: string) => ({
    onSuccess: () => {
      toast(message);
      setPercent('');
      onDone();
    },
    onError: (failure: unknown) => {
      toast(failureMessage(failure, at('productList.bulkFailed')), 'error');
    },
  });

  const submitDiscount = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = wholeNumber(percent);
    if (value === null || value < 0 || value > BULK_DISCOUNT_MAX_PERCENT) {
      setError(at('productList.discountError'));
      return;
    }
    setError(null);
    bulk.discount.mutate(
      { ids: [...ids], discount: value },
      settle(atp('productList.discounted', count)),
    );
  };

  const submitPrice = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = wholeNumber(percent);
    const max = direction === 'up' ? BULK_PRICE_CHANGE_MAX_PERCENT : -BULK_PRICE_CHANGE_MIN_PERCENT;
    if (value === null || value < 1 || value > max) {
      setError(at(direction === 'up' ? 'productList.priceErrorUp' : 'productList.priceErrorDown'));
      return;
    }
    setError(null);
    bulk.price.mutate(
      { ids: [...ids], percent: direction === 'up' ? value : -value },
      settle(atp('productList.repriced', count)),
    );
  };

  if (action === 'delete') {
    return (
      <ConfirmDialog
        open
        title={at('productList.deleteTitle')}
        message={atp('productList.deleteQuestion', count)}
        detail={at('products.deleteDetail')}
        confirmLabel={at('productList.deleteApply')}
        busyLabel={at('products.deleting')}
        busy={busy}
        tone="danger"
        onClose={close}
        onConfirm={() => bulk.remove.mutate([...ids], settle(atp('productList.deleted', count)))}
      />
    );
  }
  if (action === null) return null;

  const discount = action === 'discount';
  return (
    <Dialog
      open
      onClose={close}
      title={at(discount ? 'productList.discountTitle' : 'productList.priceTitle')}
      closeLabel={at('confirm.close')}
      className="confirm-dialog bulk-dialog"
    >
      <form
        className="bulk-dialog__form"
        onSubmit={discount ? submitDiscount : submitPrice}
        noValidate
      >
        <p className="confirm-dialog__message">
          {atp(discount ? 'productList.discountMessage' : 'productList.priceMessage', count)}
        </p>
        {discount ? null : (
          <div className="field">
            <label className="field__label" htmlFor={directionId}>
              {at('productList.priceDirection')}
            </label>
            <div className="field__control">
              <select
                id={directionId}
                className="field__input"
                value={direction}
                onChange={(e) => setDirection(e.target.value as 'up' | 'down')}
              >
                <option value="down">{at('productList.priceDown')}</option>
                <option value="up">{at('productList.priceUp')}</option>
              </select>
            </div>
          </div>
        )}
        <PercentField
          label={at(discount ? 'productList.discountLabel' : 'productList.pricePercent')}
          hint={at(discount ? 'productList.discountHint' : 'productList.priceHint')}
          error={error}
          value={percent}
          onChange={setPercent}
        />
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={close}>
            {at('confirm.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {at(discount ? 'productList.discountApply' : 'productList.priceApply')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
