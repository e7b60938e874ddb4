import { Link } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useRemoveFromCart, useUpdateQuantity } from '../api';
import type { CartItem } from '@store/domain/contract';
import { lineShortfall, quantityStep } from '../utils/quantity';
import { formatAed } from '@/lib/money';
import { catalogueWord, productName } from '@/i18n/content';

/** A 4xx carries the server's own words ('Only 2 items in stock'); anything else the page's. */
const messageOr = (error: Error, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404
    ? error.message
    : fallback;

/** 'Sorry, … is out of stock.', naming the colour and size when the line has both. */
function soldOutText({ name, selections: { color, size } }: CartItem): string {
  return color && size
    ? t('cart.variantSoldOut', { name, color: catalogueWord(color), size: catalogueWord(size) })
    : t('product.outOfStock', { name });
}

/**
 * The stock of the line's colour and size sold since it was added: the shopper sees it before
 * checkout refuses it.
 */
function StockWarning({ item }: { item: CartItem }) {
  const shortfall = lineShortfall(item.quantity, item.stock);
  if (!shortfall) return null;
  return (
    <p className="cart-row__stock-warning" role="status">
      {shortfall === 'sold-out' ? soldOutText(item) : t('cart.onlyLeft', { stock: item.stock })}
    </p>
  );
}

/** One bag line: image, name, price, colour and size, the quantity stepper and Remove. */
export function CartRow({ item }: { item: CartItem }) {
  const toast = useToast();
  const update = useUpdateQuantity();
  const remove = useRemoveFromCart();
  const busy = update.isPending || remove.isPending;
  const href = `/product/view/${encodeURIComponent(item._id)}`;

  const step = (delta: 1 | -1) => {
    const next = quantityStep(item.quantity, delta, item.stock);
    if (next.kind === 'ignore') return;
    if (next.kind === 'at-stock') {
      return toast(t('cart.onlyInStock', { stock: next.stock }), 'warning');
    }
    update.mutate(
      { productid: item._id, quantity: next.quantity, selections: item.selections },
      { onError: (error) => toast(messageOr(error, t('cart.updateFailed')), 'error') },
    );
  };

  const onRemove = () =>
    remove.mutate(
      { productid: item._id, selections: item.selections },
      {
        onSuccess: () => toast(t('cart.removed')),
        onError: () => toast(t('cart.removeFailed'), 'error'),
      },
    );

  return (
    <li className="cart-row" aria-busy={busy || undefined}>
      <Link className="cart-row__media" to={href} tabIndex={-1} aria-hidden="true">
        <FallbackImage className="cart-row__image" src={item.defaultImg} alt="" loading="lazy" />
      </Link>
      <div className="cart-row__info">
        <p className="cart-row__brand">{item.brand}</p>
        <h2 className="cart-row__name">
          <Link to={href}>{productName(item)}</Link>
        </h2>
        <p className="cart-row__options">
          <span>
            {t('cart.color')}: {catalogueWord(item.selections.color)}
          </span>
          <span>
            {t('cart.size')}: {catalogueWord(item.selections.size)}
          </span>
        </p>
        <StockWarning item={item} />
        <p className="cart-row__price">
          <span>{formatAed(item.priceWithVat)}</span>
          {item.originalPriceWithVat !== null && item.originalPriceWithVat > item.priceWithVat ? (
            <s className="cart-row__original">{formatAed(item.originalPriceWithVat)}</s>
          ) : null}
        </p>
      </div>
      <div className="cart-row__controls">
        <div
          className="stepper"
          role="group"
          aria-label={t('cart.quantityFor', { name: productName(item) })}
        >
          <Button
            variant="bare"
            className="stepper__button"
            aria-label={t('cart.decrease')}
            // Not disabled at 1 either: a disabled button would drop focus to <body>.
            aria-disabled={item.quantity <= 1 || undefined}
            busy={busy}
            onClick={() => step(-1)}
          >
            −
          </Button>
          <output className="stepper__value" aria-live="polite">
            {item.quantity}
          </output>
          <Button
            variant="bare"
            className="stepper__button"
            aria-label={t('cart.increase')}
            // Not disabled at stock: pressing it says why it is blocked.
            aria-disabled={item.quantity >= item.stock || undefined}
            busy={busy}
            onClick={() => step(1)}
          >
            +
          </Button>
        </div>
        <p className="cart-row__line-total">{formatAed(item.lineTotalWithVat)}</p>
        <Button variant="bare" className="cart-row__remove" busy={busy} onClick={onRemove}>
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}
