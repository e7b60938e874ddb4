import { Link } from '@/lib/router';

import { t } from '@/i18n';

/** Any path we do not know: a friendly message inside the shared layout. */
export function NotFoundPage() {
  return (
    <div className="page message-page">
      <title>{t('notFound.documentTitle')}</title>
      <p className="message-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="message-page__title">{t('notFound.title')}</h1>
      <p className="message-page__text">{t('notFound.text')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
