import { useId, useState } from 'react';
import { Link } from 'react-router';

import { Icon } from '../../../components/ui/icon';
import { t } from '../../../i18n';
import type { MessageKey } from '../../../i18n';
import { getStoredToken } from '../../../lib/auth-storage';
import type { Product } from '../types';
import { OptionGroup } from './product-options';

type Notice = { key: MessageKey; params?: Record<string, string>; login: boolean };

type ProductPurchaseProps = {
  product: Product;
  color: string | null;
  onColorChange: (color: string) => void;
};

/**
 * Size and colour selectors, Add to Bag and the wishlist toggle. The bag and the wishlist
 * themselves arrive with the checkout issue: for now Add to Bag checks the choices and, like the
 * wishlist, asks guests to sign in (spec section 5).
 */
export function ProductPurchase({ product, color, onColorChange }: ProductPurchaseProps) {
  const single = (list: readonly string[]) => (list.length === 1 ? (list[0] ?? null) : null);
  const [size, setSize] = useState<string | null>(() => single(product.sizes));
  const [missing, setMissing] = useState<'size' | 'color' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const errorId = useId();
  const noticeId = useId();
  const signedIn = getStoredToken() !== null;

  const addToBag = () => {
    setNotice(null);
    if (product.sizes.length > 0 && !size) return setMissing('size');
    if (product.colors.length > 0 && !color) return setMissing('color');
    setMissing(null);
    if (!signedIn) return setNotice({ key: 'product.loginToAdd', login: true });
    if (product.stock <= 0) {
      return setNotice({ key: 'product.outOfStock', params: { name: product.name }, login: false });
    }
    setNotice({ key: 'product.bagSoon', login: false });
  };

  const toggleWishlist = () => {
    setNotice(
      signedIn
        ? { key: 'product.wishlistSoon', login: false }
        : { key: 'product.loginForFeature', login: true },
    );
  };

  return (
    <div className="purchase">
      {product.sizes.length > 0 ? (
        <OptionGroup
          kind="size"
          options={product.sizes}
          value={size}
          onChange={(next) => {
            setSize(next);
            if (missing === 'size') setMissing(null);
          }}
          errorId={missing === 'size' ? errorId : undefined}
        />
      ) : null}
      {product.colors.length > 0 ? (
        <OptionGroup
          kind="color"
          options={product.colors}
          value={color}
          onChange={(next) => {
            onColorChange(next);
            if (missing === 'color') setMissing(null);
          }}
          errorId={missing === 'color' ? errorId : undefined}
        />
      ) : null}
      {missing ? (
        <p id={errorId} className="field-error" role="alert">
          {missing === 'size' ? t('product.selectSize') : t('product.selectColor')}
        </p>
      ) : null}
      <div className="purchase__actions">
        <button
          type="button"
          className="button button--primary purchase__add"
          onClick={addToBag}
          aria-describedby={notice ? noticeId : undefined}
        >
          <Icon name="bag" />
          {t('product.addToBag')}
        </button>
        <button
          type="button"
          className="icon-button purchase__wishlist"
          aria-pressed={false}
          aria-label={t('product.wishlist')}
          onClick={toggleWishlist}
        >
          <Icon name="heart" />
        </button>
      </div>
      {notice ? (
        <p id={noticeId} className="purchase__notice" role="alert">
          {t(notice.key, notice.params)}{' '}
          {notice.login ? (
            <Link className="purchase__login" to="/login">
              {t('product.loginLink')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
