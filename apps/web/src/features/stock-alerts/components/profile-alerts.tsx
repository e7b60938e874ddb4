import { Link } from '@/lib/router';

import { FallbackImage } from '@/components/ui/fallback-image';
import { useToast } from '@/components/ui/toast';
import { catalogueWord } from '@/i18n/content';
import { useRemoveAlert, useStockAlerts } from '../api/stock-alerts';
import { alertText } from '../i18n/alert-text';

/** The profile's back-in-stock alerts: what the shopper waits for, each removable. */
export function ProfileAlerts() {
  const alerts = useStockAlerts();
  const remove = useRemoveAlert();
  const toast = useToast();
  return (
    <section className="profile-card stock-alerts" aria-labelledby="stock-alerts-title">
      <h2 id="stock-alerts-title" className="profile-card__title">
        {alertText('alerts.title')}
      </h2>
      {alerts.isPending ? (
        <p>{alertText('alerts.loading')}</p>
      ) : (alerts.data ?? []).length === 0 ? (
        <p>{alertText('alerts.empty')}</p>
      ) : (
        <ul className="stock-alerts__list">
          {(alerts.data ?? []).map((a) => {
            const words = { color: catalogueWord(a.color), size: catalogueWord(a.size) };
            return (
              <li key={a._id} className="stock-alerts__item">
                <FallbackImage className="stock-alerts__image" src={a.image} alt="" />
                <div className="stock-alerts__text">
                  <Link
                    to={`/product/view/${encodeURIComponent(a.productid)}`}
                    className="stock-alerts__name"
                  >
                    {a.name}
                  </Link>
                  <span>{alertText('alerts.variant', words)}</span>
                </div>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={alertText('alerts.removeFor', { name: a.name, ...words })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(a._id, {
                      onSuccess: () => toast(alertText('alerts.removed'), 'info'),
                      onError: (err) => toast(err.message, 'error'),
                    })
                  }
                >
                  {alertText('alerts.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
