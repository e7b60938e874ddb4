import { addOfferProductId } from '@store/domain';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { ApiError } from '@/lib/api-client';
import { AdminIcon } from '@/admin/components/admin-icon';
import { at } from '@/admin/i18n';
import { getProduct } from '@/admin/features/products';

type ProductIdTagsProps = {
  value: string[];
  onChange: (ids: string[]) => void;
  /** The server's word on the list (an unknown product). */
  error?: string | undefined;
};

/** Why the typed id may not become a tag: unknown to the store, or not checked. Null when it may. */
async function productIdProblem(productId: string): Promise<string | null> {
  try {
    await getProduct(productId);
    return null;
  } catch (error) {
    return error instanceof ApiError && (error.status === 404 || error.status === 400)
      ? at('offerChips.unknown', { id: productId })
      : at('offerChips.checkFailed');
  }
}

/**
 * The offer's product ids as removable tags; Enter or Add puts the typed id in once the store
 * knows it, so an unknown id is refused beside the field as it is entered, not at submit.
 */
export function ProductIdTags({ value, onChange, error }: ProductIdTagsProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // The text being checked: an answer for text since changed is dropped.
  const pending = useRef<string | null>(null);
  const shown = message ?? error ?? null;

  const add = async () => {
    const result = addOfferProductId(value, text);
    if (!result.ok) {
      setMessage(result.error);
      return;
    }
    const typed = text;
    pending.current = typed;
    setChecking(true);
    const problem = await productIdProblem(typed.trim());
    if (pending.current !== typed) return;
    pending.current = null;
    setChecking(false);
    setMessage(problem);
    if (problem) return;
    setText('');
    onChange(result.productIds);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  return (
    <div className={shown ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={`${id}-input`}>
        {at('offers.fieldProduct')}
      </label>
      <div className="offer-tags__entry">
        <input
          id={`${id}-input`}
          className="field__input"
          value={text}
          maxLength={100}
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            setMessage(null);
            pending.current = null;
            setChecking(false);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="button button--secondary admin-button"
          aria-busy={checking || undefined}
          disabled={checking}
          onClick={() => void add()}
        >
          {checking ? at('offerChips.checking') : at('offers.addProduct')}
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {at('offers.productHint')}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shown}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="offer-tags" role="list" aria-label={at('offers.productsLabel')}>
          {value.map((productId) => (
            <li key={productId} className="offer-tag">
              <span>{productId}</span>
              <button
                type="button"
                className="offer-tag__remove"
                aria-label={at('offers.removeProduct', { id: productId })}
                onClick={() => onChange(value.filter((v) => v !== productId))}
              >
                <AdminIcon name="close" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="offer-tags__none">{at('offers.noProducts')}</p>
      )}
    </div>
  );
}
