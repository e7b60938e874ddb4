import { Link } from '@/lib/router';

import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon';
import { ProfileMenu, useAuth } from '@/features/auth';
import { useCart } from '@/features/cart';
import { useWishlist } from '@/features/wishlist';
import { t, tp } from '@/i18n';
import type { MessageKey } from '@/i18n';
import { LanguageSwitch } from './language-switch';
import { useHasUnreadNotifications } from './use-unread-notifications';

type Action = { label: MessageKey; icon: IconName; to: string; count?: number; dot?: boolean };

/** Guests' Orders, Notifications, Wishlist and Cart all lead to /login. */
const GUEST_ACTIONS: readonly Action[] = [
  { label: 'header.orders', icon: 'box', to: '/login' },
  { label: 'header.notifications', icon: 'bell', to: '/login' },
  { label: 'header.wishlist', icon: 'heart', to: '/login', count: 0 },
  { label: 'header.cart', icon: 'bag', to: '/login', count: 0 },
];

/** Wishlist badge: the number of entries; Cart badge: the bag's total items (quantities summed). */
function shopperActions(wishlist: number, cart: number, unread: boolean): readonly Action[] {
  return [
    { label: 'header.orders', icon: 'box', to: '/orders' },
    { label: 'header.notifications', icon: 'bell', to: '/notifications', dot: unread },
    { label: 'header.wishlist', icon: 'heart', to: '/wishlist', count: wishlist },
    { label: 'header.cart', icon: 'bag', to: '/cart', count: cart },
  ];
}

/** Account links, and Sign in for guests or the profile popup for a signed-in shopper. */
export function HeaderActions() {
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated';
  const hasUnread = useHasUnreadNotifications(signedIn);
  // Loaded only while signed in; every change to them invalidates or replaces these queries.
  const cart = useCart(signedIn);
  const wishlist = useWishlist(signedIn);
  const actions = user
    ? shopperActions(
        wishlist.data?.wishlist.length ?? 0,
        cart.data?.totals.totalItems ?? 0,
        hasUnread,
      )
    : GUEST_ACTIONS;
  return (
    <nav className="header-actions" aria-label={t('header.accountNav')}>
      <ul className="header-actions__list" role="list">
        {actions.map((action) => {
          const label = t(action.label);
          return (
            <li key={action.label} className="header-actions__item">
              <Link className="header-action" to={action.to} title={label}>
                <span className="header-action__icon">
                  <Icon name={action.icon} />
                  {action.dot ? <span className="unread-dot" aria-hidden="true" /> : null}
                  {action.count === undefined ? null : (
                    <span className="header-action__badge" aria-hidden="true">
                      {action.count}
                    </span>
                  )}
                </span>
                <span className="header-action__label">{label}</span>
                {action.count === undefined ? null : (
                  <span className="sr-only">{tp('header.badge', action.count)}</span>
                )}
                {action.dot ? <span className="sr-only">{t('header.unread')}</span> : null}
              </Link>
            </li>
          );
        })}
        {/* From 480 px; a phone has it in the categories menu (and every page in the footer). */}
        <li className="header-actions__item header-actions__lang">
          <LanguageSwitch />
        </li>
        <li className="header-actions__item">
          {user ? (
            <ProfileMenu user={user} hasUnread={hasUnread} />
          ) : status === 'loading' ? (
            // Holds the place while the stored session is checked, so the header does not jump.
            <span className="header-signin header-signin--pending" aria-hidden="true" />
          ) : (
            <Link className="header-signin" to="/login">
              <Icon name="user" className="header-signin__icon" />
              <span>{t('header.signIn')}</span>
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
