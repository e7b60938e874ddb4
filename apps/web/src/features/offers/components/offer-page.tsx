import type { Product } from '@store/domain/contract';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';

import { ApiError } from '@/lib/api-client';
import { ErrorMessage } from '@/components/ui/error-message';
import { t } from '@/i18n';
import { useOffer } from '../api';
import { OfferBanner } from './offer-banner';
import { offerPromotionText } from '../offer-promotion-text';
import { OfferPromotion } from './offer-promotion';
import { offerTitle } from '@/i18n/content';

type OfferPageProps = {
  offerId: string;
  /** The product grid, composed in by the app so this feature stays independent of the catalogue. */
  renderProducts: (products: Product[]) => ReactNode;
};

/**
 * `/offers/{offerId}`: the banner, then the offer's products (its listed products plus those
 * discounted above 0 and at most the offer's number, most discounted first; the server applies
 * the rule) under 'Products with up to N% discount' or 'Products Related to Offer'; an offer
 * linked to a promotion shows the promotion's summary and the products it matches instead.
 */
export function OfferPage({ offerId, renderProducts }: OfferPageProps) {
  const { data, error, refetch } = useOffer(offerId);

  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="page message-page">
        <title>{`${t('offer.notFound')} · ${t('app.name')}`}</title>
        <h1 className="message-page__title">{t('offer.notFound')}</h1>
        <Link className="button button--primary" to="/offers">
          {t('offer.allOffers')}
        </Link>
      </div>
    );
  }
  if (error && !data) {
    return (
      <ErrorMessage
        title={t('offers.fetchError')}
        message={error.message}
        retryLabel={t('catalog.retry')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) {
    return (
      <div className="offer-page page" aria-busy="true">
        <div className="offer-banner offer-banner--loading skeleton" />
        <p className="loading-text" role="status">
          {t('offers.loading')} {t('offer.loadingProducts')}
        </p>
      </div>
    );
  }

  const heading =
    data.heading === 'promotion'
      ? offerPromotionText('heading')
      : data.heading === 'discount' && data.limit !== null
        ? t('offer.upTo', { limit: data.limit })
        : t('offer.related');
  return (
    <div className="offer-page page">
      <title>{`${offerTitle(data.offer)} · ${t('app.name')}`}</title>
      <OfferBanner offer={data.offer} />
      <section className="offer-page__products" aria-labelledby="offer-products">
        <h2 id="offer-products" className="section-title section-title--sm">
          {heading}
        </h2>
        {data.promotion ? <OfferPromotion promotion={data.promotion} /> : null}
        {data.items.length === 0 ? (
          <p className="empty-state">{t('offer.empty')}</p>
        ) : (
          renderProducts(data.items)
        )}
      </section>
    </div>
  );
}
