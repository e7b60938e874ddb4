import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

import { t } from '@/i18n';
import { NotFoundPage } from './not-found';

/** Errors thrown while rendering a page; shown inside the layout so the header still works. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
