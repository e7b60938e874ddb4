import { useRef } from 'react';
import { Link } from '@/lib/router';

import { ErrorMessage } from '@/components/ui/error-message';
import { t, tp } from '@/i18n';
import { useFocusRescue } from '@/lib/use-focus-rescue';
import { RequireAuth } from '@/features/auth';
import { useCart } from '../api';
import { CartRow } from '../components/cart-row';
import { CartSummary } from '../components/cart-summary';
import { lineShortfall } from '../utils/quantity';
import '../cart.css';
import '../cart-summary.css';
import { formatAed } from '@/lib/money';

function CartView() {
  const { data: cart, error, refetch } = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A removed line takes its Remove button with it: the next line's gets focus, else the heading.
  const rows = useFocusRescue(() => headingRef.current);
  const title = <title>{`${t('page.cart')} · ${t('app.name')}`}</title>;
  if (error) {
    return (
      <div className="page cart-page">
        {title}
        <ErrorMessage
          title={t('cart.fetchError')}
          message={error.message}
          retryLabel={t('catalog.retry')}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!cart) {
    return (
      <div className="page cart-page" aria-busy="true">
        {title}
        <p role="status" className="cart-page__loading">
          {t('cart.loading')}
        </p>
      </div>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div className="page message-page">
        {title}
        <h1 className="message-page__title" ref={headingRef} tabIndex={-1}>
          {t('cart.title')}
        </h1>
        <p className="message-page__text">{t('cart.empty')}</p>
        <Link className="button button--primary" to="/">
          {t('cart.startShopping')}
        </Link>
      </div>
    );
  }
  const { totals } = cart;
  return (
    <div className="page cart-page">
      {title}
      <header className="page-head">
        <h1 className="page-head__title" ref={headingRef} tabIndex={-1}>
          {t('cart.title')}
        </h1>
        <p className="page-head__meta">
          <span data-testid="cart-count">{tp('cart.items', totals.totalItems)}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('cart.totalCost', { total: formatAed(totals.totalCostwithVAT) })}</span>
        </p>
      </header>
      <div className="cart-page__layout">
        <ul className="cart-page__rows" role="list" onFocus={rows.onFocus}>
          {cart.items.map((item) => (
            <CartRow key={item.lineId} item={item} />
          ))}
        </ul>
        <CartSummary
          cart={cart}
          blocked={cart.items.some((i) => lineShortfall(i.quantity, i.stock) !== null)}
        />
      </div>
    </div>
  );
}

/** `/cart`: the shopper's bag with the price summary. */
export default function CartPage() {
  return (
    <RequireAuth>
      <CartView />
    </RequireAuth>
  );
}
