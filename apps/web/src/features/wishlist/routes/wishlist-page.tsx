import { useRef } from 'react';
import { Link } from '@/lib/router';

import { ErrorMessage } from '@/components/ui/error-message';
import { t, tp } from '@/i18n';
import { useFocusRescue } from '@/lib/use-focus-rescue';
import { RequireAuth } from '@/features/auth';
import { useWishlist } from '../api';
import { WishlistCard } from '../components/wishlist-card';
import '../wishlist.css';

function WishlistView() {
  const { data, error, refetch } = useWishlist();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move to Bag and Remove take their card away: the next card's button gets focus, else the heading.
  const cards = useFocusRescue(() => headingRef.current);
  const title = <title>{`${t('page.wishlist')} · ${t('app.name')}`}</title>;
  if (error) {
    return (
      <div className="page">
        {title}
        <ErrorMessage
          title={t('wishlist.fetchError')}
          message={error.message}
          retryLabel={t('catalog.retry')}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="page" aria-busy="true">
        {title}
        <p role="status" className="wishlist-page__loading">
          {t('wishlist.loading')}
        </p>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <div className="page message-page">
        {title}
        <h1 className="message-page__title" ref={headingRef} tabIndex={-1}>
          {t('wishlist.title')}
        </h1>
        <p className="message-page__text">{t('wishlist.empty')}</p>
        <Link className="button button--primary" to="/">
          {t('cart.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page wishlist-page">
      {title}
      <header className="page-head">
        <h1 className="page-head__title" ref={headingRef} tabIndex={-1}>
          {t('wishlist.title')}
        </h1>
        <p className="page-head__meta">{tp('wishlist.count', data.items.length)}</p>
        <p className="vat-note">{t('vat.pricesIncl')}</p>
      </header>
      <ul className="wishlist-page__grid" role="list" onFocus={cards.onFocus}>
        {data.items.map((product) => (
          <WishlistCard key={product._id} product={product} />
        ))}
      </ul>
    </div>
  );
}

/** `/wishlist`: saved products, newest first. */
export default function WishlistPage() {
  return (
    <RequireAuth>
      <WishlistView />
    </RequireAuth>
  );
}
