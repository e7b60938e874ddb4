import { useId, useState } from 'react';
import { Link } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { useAddToCart } from '@/features/cart';
import type { Product } from '@/features/catalog';
import { useToggleWishlist } from '../api';
import { formatAed } from '@/lib/money';
import { catalogueWord, productName } from '@/i18n/content';
import { localText } from '@/i18n/shared-text';

const only = (list: readonly string[]) => (list.length === 1 ? (list[0] ?? '') : '');

/** A saved product with size and colour pickers, Move to Bag and Remove. */
export function WishlistCard({ product }: { product: Product }) {
  const toast = useToast();
  const addLine = useAddToCart();
  const toggle = useToggleWishlist();
  const [size, setSize] = useState(() => only(product.sizes));
  const [color, setColor] = useState(() => only(product.colors));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const href = `/product/view/${encodeURIComponent(product._id)}`;
  const busy = addLine.isPending || toggle.isPending;

  const remove = (quiet = false) =>
    toggle.mutate(
      { productid: product._id, add: false },
      {
        onSuccess: (data) => (quiet ? undefined : toast(localText(data.message), 'info')),
        onError: (e) => toast(e.message, 'error'),
      },
    );

  const moveToBag = () => {
    // The same order and words as the product page: size first, then colour.
    if (product.sizes.length > 0 && !size) return setError(t('product.selectSize'));
    if (product.colors.length > 0 && !color) return setError(t('product.selectColor'));
    setError(null);
    addLine.mutate(
      { productid: product._id, quantity: 1, selections: { size, color } },
      {
        onSuccess: () => {
          // The store's own words: the API's message says 'cart' where the shop says bag.
          toast(t('product.addedToBag'));
          remove(true);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <li className="wish-card">
      <Link className="wish-card__media" to={href} tabIndex={-1} aria-hidden="true">
        <FallbackImage
          className="wish-card__image"
          src={product.defaultImg}
          alt=""
          loading="lazy"
        />
      </Link>
      <div className="wish-card__body">
        <p className="wish-card__brand">{product.brand}</p>
        <h2 className="wish-card__name">
          <Link to={href}>{productName(product)}</Link>
        </h2>
        <p className="wish-card__price">{formatAed(product.priceWithVat)}</p>
        <div className="wish-card__options">
          <label className="wish-card__select">
            <span className="sr-only">{t('product.size')}</span>
            <select
              value={size}
              onChange={(e) => setSize(e.target.value)}
              aria-describedby={error ? id : undefined}
            >
              <option value="">{t('product.size')}</option>
              {product.sizes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <label className="wish-card__select">
            <span className="sr-only">{t('product.color')}</span>
            <select
              value={color}
              onChange={(e) => setColor(e.target.value)}
              aria-describedby={error ? id : undefined}
            >
              <option value="">{t('product.color')}</option>
              {product.colors.map((c) => (
                <option key={c} value={c}>
                  {catalogueWord(c)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {error ? (
          <p id={id} className="wish-card__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="wish-card__actions">
          <Button busy={busy} onClick={moveToBag}>
            {t('wishlist.moveToBag')}
          </Button>
          <Button variant="secondary" busy={busy} onClick={() => remove()}>
            {t('wishlist.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
