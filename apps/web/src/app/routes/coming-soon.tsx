import { Link } from 'react-router';

import { t } from '../../i18n';
import type { MessageKey } from '../../i18n';

/**
 * Stand-in for a storefront page whose feature has not landed yet (login, cart, ...). Loaded
 * lazily, like every route beyond home, so the home chunk stays small.
 */
export default function ComingSoonPage({ titleKey }: { titleKey: MessageKey }) {
  const title = t(titleKey);
  return (
    <div className="page message-page">
      <title>{`${title} · ${t('app.name')}`}</title>
      <h1 className="message-page__title">{title}</h1>
      <p className="message-page__text">{t('comingSoon.text')}</p>
      <Link className="button button--primary" to="/">
        {t('comingSoon.home')}
      </Link>
    </div>
  );
}
