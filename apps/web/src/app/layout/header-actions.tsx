import { Link } from 'react-router';

import { Icon } from '../../components/ui/icon';
import type { IconName } from '../../components/ui/icon';
import { t, tp } from '../../i18n';
import type { MessageKey } from '../../i18n';

type Action = { label: MessageKey; icon: IconName; to: string; count?: number };

/**
 * Account links. Sign-in arrives with the auth feature; until then every visitor is a guest, so
 * Orders, Notifications, Wishlist and Cart lead to /login and the counts are 0.
 */
const GUEST_ACTIONS: readonly Action[] = [
  { label: 'header.orders', icon: 'box', to: '/login' },
  { label: 'header.notifications', icon: 'bell', to: '/login' },
  { label: 'header.wishlist', icon: 'heart', to: '/login', count: 0 },
  { label: 'header.cart', icon: 'bag', to: '/login', count: 0 },
];

export function HeaderActions() {
  return (
    <nav className="header-actions" aria-label={t('header.accountNav')}>
      <ul className="header-actions__list" role="list">
        {GUEST_ACTIONS.map((action) => {
          const label = t(action.label);
          const accessibleName =
            action.count === undefined ? undefined : tp('header.badge', action.count, { label });
          return (
            <li key={action.label} className="header-actions__item">
              <Link
                className="header-action"
                to={action.to}
                aria-label={accessibleName}
                title={label}
              >
                <span className="header-action__icon">
                  <Icon name={action.icon} />
                  {action.count === undefined ? null : (
                    <span className="header-action__badge" aria-hidden="true">
                      {action.count}
                    </span>
                  )}
                </span>
                <span className="header-action__label">{label}</span>
              </Link>
            </li>
          );
        })}
        <li className="header-actions__item">
          <Link className="header-signin" to="/login">
            <Icon name="user" className="header-signin__icon" />
            <span>{t('header.signIn')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
