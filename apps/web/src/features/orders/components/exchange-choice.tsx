import { useEffect, useId } from 'react';

import { catalogueWord } from '@/i18n/content';
import { useExchangeOptions } from '../api';
import { ordersText } from '../i18n/orders-text';

export type VariantChoice = { color: string; size: string };

const keyOf = (v: VariantChoice) => JSON.stringify([v.color, v.size]);

/**
 * The replacement's colour and size: the ones in stock for the quantity returned, the item's own
 * first chosen (the same again), so a shopper whose size was wrong picks the next one. Nothing
 * to pay either way: same product, same price.
 */
export function ExchangeChoice({
  orderId,
  itemId,
  quantity,
  value,
  onChange,
  errorId,
}: {
  orderId: string;
  itemId: string;
  quantity: number;
  value: VariantChoice | null;
  onChange: (choice: VariantChoice | null) => void;
  errorId?: string | undefined;
}) {
  const id = useId();
  const options = useExchangeOptions(orderId, itemId, quantity, true);
  const available = (options.data ?? []).filter((o) => o.available);
  const current = available.find((o) => o.current) ?? available[0] ?? null;
  const chosen = value && available.some((o) => keyOf(o) === keyOf(value)) ? value : null;
  const shown = chosen ?? current;

  // The same colour and size by default, or the first in stock when that one is not. The list
  // shows that default at once; the effect tells the form, a render later.
  useEffect(() => {
    if (!options.data) return;
    if (!chosen) onChange(current ? { color: current.color, size: current.size } : null);
  }, [options.data, chosen, current, onChange]);

  if (options.isPending) {
    return <p className="return-form__hint">{ordersText('returns.exchangeLoading')}</p>;
  }
  if (available.length === 0) {
    return (
      <p className="return-form__error" role="alert" id={errorId}>
        {ordersText('returns.exchangeNone')}
      </p>
    );
  }
  return (
    <div className="return-form__field">
      <label className="return-form__legend" htmlFor={`${id}-variant`}>
        {ordersText('returns.exchange')}
      </label>
      <select
        id={`${id}-variant`}
        className="return-form__select return-form__select--wide"
        value={shown ? keyOf(shown) : ''}
        aria-describedby={`${id}-note${errorId ? ` ${errorId}` : ''}`}
        onChange={(event) => {
          const [color = '', size = ''] = JSON.parse(event.target.value) as string[];
          onChange({ color, size });
        }}
      >
        {available.map((o) => (
          <option key={keyOf(o)} value={keyOf(o)}>
            {ordersText(o.current ? 'returns.exchangeSame' : 'returns.exchangeOption', {
              color: catalogueWord(o.color),
              size: catalogueWord(o.size),
            })}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="return-form__hint">
        {ordersText('returns.exchangeNote')}
      </p>
    </div>
  );
}
