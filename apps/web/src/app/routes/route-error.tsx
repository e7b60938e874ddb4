import { t } from '@/i18n';
import { Link } from '@/lib/router';

/**
 * Errors thrown while rendering a page; shown inside the layout so the header still works. An
 * unknown path is not an error: the '*' route shows the not-found page.
 */
export function RouteError() {
  return (
    <div className="page message-page" role="alert">
      <h1 className="message-page__title">{t('routeError.title')}</h1>
      <p className="message-page__text">{t('routeError.text')}</p>
      <Link className="button button--primary" to="/">
        {t('routeError.home')}
      </Link>
    </div>
  );
}
