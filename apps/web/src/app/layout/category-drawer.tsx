import { useState } from 'react';
import { Link } from '@/lib/router';

import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { useCatalogNav } from '@/features/catalog';
import type { NavPair } from '@/features/catalog';
import { t } from '@/i18n';
import type { MessageKey } from '@/i18n';
import { LanguageSwitch } from './language-switch';
import { catalogueWord } from '@/i18n/content';

const GENDERS: readonly { gender: NavPair['gender']; label: MessageKey }[] = [
  { gender: 'men', label: 'nav.men' },
  { gender: 'women', label: 'nav.women' },
  { gender: 'kids', label: 'nav.kids' },
];

export const isAccessories = (pair: NavPair) =>
  pair.category.trim().toLowerCase() === 'accessories';

const categoryHref = (pair: NavPair) =>
  `/category/${encodeURIComponent(pair.gender)}/${encodeURIComponent(pair.category)}`;

/** The phone's Categories sidebar: each gender's categories, from the catalogue's nav pairs. */
export function CategoryDrawer() {
  const [open, setOpen] = useState(false);
  const { data: pairs = [], isError } = useCatalogNav();
  const close = () => setOpen(false);
  const hasAccessories = pairs.some(isAccessories);

  return (
    <>
      <button
        type="button"
        className="icon-button site-header__menu"
        aria-label={t('drawer.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={t('drawer.title')}
        closeLabel={t('drawer.close')}
        placement="start"
        className="category-drawer"
      >
        {isError ? <p className="category-drawer__error">{t('drawer.error')}</p> : null}
        <nav aria-label={t('drawer.title')}>
          {GENDERS.map(({ gender, label }) => {
            const own = pairs.filter((pair) => pair.gender === gender);
            if (own.length === 0) return null;
            return (
              <section key={gender} className="category-drawer__group">
                <h3 className="category-drawer__heading">
                  <Link to={`/category/${gender}`} onClick={close}>
                    {t(label)}
                  </Link>
                </h3>
                <ul role="list" className="category-drawer__list">
                  {own.map((pair) => (
                    <li key={pair.category}>
                      <Link
                        className="category-drawer__link"
                        to={categoryHref(pair)}
                        onClick={close}
                      >
                        {catalogueWord(pair.category)}
                        <span className="category-drawer__count">{pair.count}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          {hasAccessories ? (
            <section className="category-drawer__group">
              <h3 className="category-drawer__heading">
                <Link to="/accessories" onClick={close}>
                  {t('nav.accessories')}
                </Link>
              </h3>
            </section>
          ) : null}
        </nav>
        <LanguageSwitch className="category-drawer__lang" />
      </Dialog>
    </>
  );
}
