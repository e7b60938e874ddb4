import { NavLink } from '@/lib/router';

import { useCatalogNav } from '@/features/catalog';
import type { NavPair } from '@/features/catalog';
import { t } from '@/i18n';
import { isAccessories } from './category-drawer';
import type { MessageKey } from '@/i18n';

type NavItem = { to: string; label: MessageKey; shown: (pairs: readonly NavPair[]) => boolean };

const hasGender = (gender: NavPair['gender']) => (pairs: readonly NavPair[]) =>
  pairs.some((pair) => pair.gender === gender);

const ITEMS: readonly NavItem[] = [
  { to: '/category/men', label: 'nav.men', shown: hasGender('men') },
  { to: '/category/women', label: 'nav.women', shown: hasGender('women') },
  { to: '/category/kids', label: 'nav.kids', shown: hasGender('kids') },
  {
    to: '/accessories',
    label: 'nav.accessories',
    shown: (pairs) => pairs.some(isAccessories),
  },
  { to: '/offers', label: 'nav.offers', shown: () => true },
];

/** The category row: genders that have products, Accessories when that category exists, Offers. */
export function CategoryNav() {
  const { data: pairs } = useCatalogNav();
  // Until the nav answers (or if it fails) show every section rather than an empty row.
  const items = pairs ? ITEMS.filter((item) => item.shown(pairs)) : ITEMS;
  return (
    <nav className="category-nav" aria-label={t('nav.label')}>
      <ul className="category-nav__list container" role="list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="category-nav__link" to={item.to}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
