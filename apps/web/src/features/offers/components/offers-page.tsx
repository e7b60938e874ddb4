import { ErrorMessage } from '@/components/ui/error-message';
import { t } from '@/i18n';
import { useOffers } from '../api';
import { OfferCard } from './offer-card';

/** `/offers`: every offer as a card. */
export function OffersPage() {
  const { data: offers, error, refetch } = useOffers();
  let body;
  if (offers) {
    body =
      offers.length === 0 ? (
        <p className="empty-state">{t('offers.empty')}</p>
      ) : (
        <ul className="offer-grid" role="list">
          {offers.map((offer, index) => (
            <li key={offer._id}>
              <OfferCard offer={offer} eager={index < 2} />
            </li>
          ))}
        </ul>
      );
  } else if (error) {
    body = (
      <ErrorMessage
        title={t('offers.fetchError')}
        message={error.message}
        retryLabel={t('catalog.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = (
      <p className="loading-text" role="status">
        {t('offers.loading')}
      </p>
    );
  }
  return (
    <div className="offers page">
      <title>{`${t('offers.title')} · ${t('app.name')}`}</title>
      <h1 className="section-title">{t('offers.title')}</h1>
      {body}
    </div>
  );
}
