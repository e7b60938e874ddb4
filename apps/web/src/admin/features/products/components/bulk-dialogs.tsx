import {
  BULK_DISCOUNT_MAX_PERCENT,
  BULK_PRICE_CHANGE_MAX_PERCENT,
  BULK_PRICE_CHANGE_MIN_PERCENT,
  bulkDiscountPlan,
  pricesChangedBy,
} from '@store/domain';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/admin/components/confirm-dialog';
import { at, atp } from '@/admin/i18n';
import { failureMessage } from '@/admin/lib/failure-message';
import { useBulkProductActions } from '../api/bulk-products';
import { useStoreConfig } from '@/lib/store-config';
import type { AdminProduct } from '@store/domain/contract';
import { BulkPreview, rowPrices, type PreviewRow } from './bulk-preview';

export type BulkAction = 'discount' | 'price' | 'delete';

type BulkDialogsProps = {
  action: BulkAction | null;
  /** The chosen rows, as the list shows them: the preview works their new prices out. */
  products: readonly AdminProduct[];
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
 * Each chosen product's price now and after the percent typed (null until it is a whole number
 * in range): the same domain rules the server applies.
 */
function previewRows(
  action: BulkAction | null,
  products: readonly AdminProduct[],
  typed: number | null,
  direction: 'up' | 'down',
): PreviewRow[] | null {
  if (typed === null) return null;
  if (action === 'discount') {
    if (typed < 0 || typed > BULK_DISCOUNT_MAX_PERCENT) return null;
    return bulkDiscountPlan(products.map(rowPrices), typed).map((r, i) => ({
      product: products[i] as AdminProduct,
      from: r.product.priceFils,
      to: r.after.priceFils,
      rises: r.rises,
    }));
  }
  if (action !== 'price') return null;
  const max = direction === 'up' ? BULK_PRICE_CHANGE_MAX_PERCENT : -BULK_PRICE_CHANGE_MIN_PERCENT;
  if (typed < 1 || typed > max) return null;
  return products.map((product) => {
    const now = rowPrices(product);
    const after = pricesChangedBy(now, direction === 'up' ? typed : -typed);
    const to = after?.priceFils ?? null;
    return { product, from: now.priceFils, to, rises: to !== null && to > now.priceFils };
  });
}

/**
 * The bulk actions' dialogs: a discount or a price change asks for its percent, a delete asks
 * once, naming the count. Each sends one call with every chosen id.
 */
export function BulkDialogs({ action, products, onClose, onDone }: BulkDialogsProps) {
  const bulk = useBulkProductActions();
  const toast = useToast();
  const [percent, setPercent] = useState('');
  const [direction, setDirection] = useState<'up' | 'down'>('down');
  const [raise, setRaise] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const directionId = useId();
  const ids = products.map((p) => p._id);
  const count = ids.length;
  const typed = wholeNumber(percent);
  const preview = previewRows(action, products, typed, direction);
  const includeVat = useStoreConfig().data?.prices?.includeVat;
  const busy = bulk.remove.isPending || bulk.discount.isPending || bulk.price.isPending;

  const close = () => {
    if (busy) return;
    setPercent('');
    setRaise(false);
    setError(null);
    onClose();
  };
  const settle = (message: string) => ({
    onSuccess: () => {
      toast(message);
      setPercent('');
      setRaise(false);
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
    // A price the discount would raise is left out unless the owner ticked to raise it.
    const chosen = raise ? ids : (preview ?? []).filter((r) => !r.rises).map((r) => r.product._id);
    if (chosen.length === 0) {
      setError(at('productList.allWouldRise'));
      return;
    }
    setError(null);
    bulk.discount.mutate(
      { ids: chosen, discount: value, ...(raise ? { allowIncrease: true } : {}) },
      settle(atp('productList.discounted', chosen.length)),
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
        {preview ? (
          <BulkPreview
            rows={preview}
            {...(discount ? { raise: { checked: raise, onChange: setRaise } } : {})}
          />
        ) : null}
        {includeVat === undefined ? null : (
          <p className="field__hint">
            {at(includeVat ? 'productList.vatIncluded' : 'productList.vatExcluded')}
          </p>
        )}
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
