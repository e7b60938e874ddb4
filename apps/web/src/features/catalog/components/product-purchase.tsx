import { sortSizes } from '@store/domain';
import { Suspense, useId, useState } from 'react';
import { Link } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import type { MessageKey } from '@/i18n';
import { getStoredToken } from '@/lib/auth-storage';
import { lazyPart } from '@/lib/lazy-part';
// The bag and the wishlist through their public barrels (hooks only, no pages or CSS).
import { useAddToCart } from '@/features/cart';
import { useToggleWishlist, useWishlist } from '@/features/wishlist';
import type { Product } from '@store/domain/contract';
import { soldOutOptions } from '../utils/variant-choice';
import { OptionGroup } from './product-options';
import { productName } from '@/i18n/content';
import { localText } from '@/i18n/shared-text';

// "Notify me" for a sold-out size: its own chunk, loaded only when the chosen colour has one.
const NotifyMe = lazyPart(() => import('@/features/stock-alerts'));

type Notice =
  | { key: MessageKey; params?: Record<string, string>; login: boolean }
  | { text: string; login: false };

type ProductPurchaseProps = {
  product: Product;
  color: string | null;
  size: string | null;
  /** The chosen variant's stock, or the product's total before one is chosen. */
  stock: number;
  onColorChange: (color: string) => void;
  onSizeChange: (size: string) => void;
};

/**
 * Size and colour selectors, Add to Bag and the wishlist toggle: guests are asked
 * to sign in; the API's stock messages ('out of stock', 'Only N items available') show inline.
 * Choosing a colour marks the sizes sold out in it, and choosing a size the colours.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  const { product, color, size, stock, onColorChange, onSizeChange } = props;
  const [missing, setMissing] = useState<'size' | 'color' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const errorId = useId();
  const noticeId = useId();
  const signedIn = getStoredToken() !== null;
  const toast = useToast();
  const addLine = useAddToCart();
  const wishlist = useWishlist(signedIn);
  const toggle = useToggleWishlist();
  const wished = (wishlist.data?.wishlist ?? []).some(
    (entry) => entry.productid === product._id || entry.productid === product.productid,
  );

  const addToBag = () => {
    setNotice(null);
    if (product.sizes.length > 0 && !size) return setMissing('size');
    if (product.colors.length > 0 && !color) return setMissing('color');
    setMissing(null);
    if (!signedIn) return setNotice({ key: 'product.loginToAdd', login: true });
    if (stock <= 0) {
      return setNotice({
        key: 'product.outOfStock',
        params: { name: productName(product) },
        login: false,
      });
    }
    const selections = { size: size ?? '', color: color ?? '' };
    addLine.mutate(
      { productid: product._id, quantity: 1, selections },
      {
        onSuccess: (data) => {
          // One more of a line already at the stock adds nothing: say only that.
          if (data.capped) toast(t('product.cappedAtStock', { stock }), 'warning');
          // The store's own words: the API's message says 'cart' where the shop says bag.
          else toast(t('product.addedToBag'));
        },
        onError: (error) => setNotice({ text: error.message, login: false }),
      },
    );
  };

  const toggleWishlist = () => {
    if (!signedIn) return setNotice({ key: 'product.loginForFeature', login: true });
    setNotice(null);
    toggle.mutate(
      { productid: product._id, add: !wished },
      {
        onSuccess: (data) => toast(localText(data.message), 'info'),
        onError: (error) => toast(error.message, 'error'),
      },
    );
  };

  return (
    <div className="purchase">
      {product.sizes.length > 0 ? (
        <OptionGroup
          kind="size"
          options={sortSizes(product.sizes)}
          value={size}
          soldOut={soldOutOptions(product.variants, 'size', color)}
          onChange={(next) => {
            onSizeChange(next);
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
          soldOut={soldOutOptions(product.variants, 'color', size)}
          onChange={(next) => {
            onColorChange(next);
            if (missing === 'color') setMissing(null);
          }}
          errorId={missing === 'color' ? errorId : undefined}
        />
      ) : null}
      {color && product.variants?.some((v) => v.color === color && !v.stock) ? (
        <Suspense fallback={null}>
          <NotifyMe product={product} color={color} />
        </Suspense>
      ) : null}
      {missing ? (
        <p id={errorId} className="field-error" role="alert">
          {missing === 'size' ? t('product.selectSize') : t('product.selectColor')}
        </p>
      ) : null}
      <div className="purchase__actions">
        <Button
          className="purchase__add"
          onClick={addToBag}
          busy={addLine.isPending}
          aria-describedby={notice ? noticeId : undefined}
        >
          <Icon name="bag" />
          {t('product.addToBag')}
        </Button>
        <Button
          variant="bare"
          className={`icon-button purchase__wishlist${wished ? ' purchase__wishlist--on' : ''}`}
          aria-pressed={wished}
          aria-label={t('product.wishlist')}
          onClick={toggleWishlist}
          busy={toggle.isPending}
        >
          <Icon name="heart" />
        </Button>
      </div>
      {notice ? (
        <p id={noticeId} className="purchase__notice" role="alert">
          {'text' in notice ? notice.text : t(notice.key, notice.params)}{' '}
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
