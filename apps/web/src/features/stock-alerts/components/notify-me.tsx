import { sortSizes } from '@store/domain';
import type { Product } from '@store/domain/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { catalogueWord } from '@/i18n/content';
import { getStoredToken } from '@/lib/auth-storage';
import { useAskForAlert } from '../api/stock-alerts';
import { alertText } from '../i18n/alert-text';

type Props = {
  product: Pick<Product, '_id' | 'sizes' | 'variants'>;
  color: string;
};

/**
 * "Notify me" beside each sold-out size of the chosen colour: a signed-in shopper's tap sets the
 * alert at once; a visitor's opens an email field. One mail comes when the size is restocked.
 */
export function NotifyMe({ product, color }: Props) {
  // The chosen colour's sizes with nothing left (a size the colour is not made in is not one).
  const soldOut = sortSizes(product.sizes).filter((size) =>
    (product.variants ?? []).some((v) => v.color === color && v.size === size && v.stock <= 0),
  );
  const productId = product._id;
  return (
    <ul className="notify-me">
      {soldOut.map((size) => (
        <NotifyLine key={`${color}-${size}`} productId={productId} color={color} size={size} />
      ))}
    </ul>
  );
}

function NotifyLine({
  productId,
  color,
  size,
}: {
  productId: string;
  color: string;
  size: string;
}) {
  const id = useId();
  const ask = useAskForAlert();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signedIn = getStoredToken() !== null;
  const words = { color: catalogueWord(color), size: catalogueWord(size) };

  const send = (withEmail?: string) => {
    setError(null);
    ask.mutate(
      { productId, color, size, ...(withEmail === undefined ? {} : { email: withEmail }) },
      {
        onError: (err) => {
          const fields =
            'fields' in err ? (err.fields as Record<string, string> | undefined) : undefined;
          setError(fields?.email ?? alertText('alerts.failed', { reason: err.message }));
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(email);
  };

  if (ask.isSuccess) {
    return (
      <li className="notify-me__line" role="status">
        {alertText('alerts.done', words)}
      </li>
    );
  }
  return (
    <li className="notify-me__line">
      <span>{alertText('alerts.soldOut', words)}</span>{' '}
      {signedIn || !asking ? (
        <button
          type="button"
          className="button button--secondary notify-me__button"
          aria-label={alertText('alerts.notifyFor', words)}
          aria-busy={ask.isPending || undefined}
          disabled={ask.isPending}
          onClick={() => (signedIn ? send() : setAsking(true))}
        >
          {alertText('alerts.notify')}
        </button>
      ) : (
        <form className="notify-me__form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-email`} className="notify-me__label">
            {alertText('alerts.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            className="notify-me__input"
            maxLength={254}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button
            type="submit"
            className="button button--primary notify-me__button"
            disabled={ask.isPending}
            aria-label={alertText('alerts.notifyFor', words)}
          >
            {alertText('alerts.send')}
          </button>
          <p id={`${id}-hint`} className="notify-me__hint">
            {alertText('alerts.emailHint')}
          </p>
        </form>
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
