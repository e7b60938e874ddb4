import { addOfferProductId } from '@store/domain';
import { useId, useState, type KeyboardEvent } from 'react';

import { AdminIcon } from '../../../components/admin-icon';
import { at } from '../../../i18n';

type ProductIdTagsProps = {
  value: string[];
  onChange: (ids: string[]) => void;
  /** The server's word on the list (an unknown product). */
  error?: string | undefined;
};

/** The offer's product ids as removable tags; Enter or Add puts the typed id in. */
export function ProductIdTags({ value, onChange, error }: ProductIdTagsProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const shown = message ?? error ?? null;

  const add = () => {
    const result = addOfferProductId(value, text);
    if (!result.ok) {
      setMessage(result.error);
      return;
    }
    setMessage(null);
    setText('');
    onChange(result.productIds);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
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
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary admin-button" onClick={add}>
          {at('offers.addProduct')}
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
