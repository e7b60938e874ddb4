import { ACCESSORIES } from '@store/domain';
import { Link } from '@/lib/router';

import { t } from '@/i18n';
import type { MessageKey } from '@/i18n';
import type { ProductScope } from '../product-filters';
import { categoryPath } from '../utils/listing-scope';
import { catalogueWord } from '@/i18n/content';

export type Crumb = { label: string; to: string };

const GENDER_LABELS: Record<string, MessageKey> = {
  men: 'nav.men',
  women: 'nav.women',
  kids: 'nav.kids',
};

/** The trail of a scope: gender, then category, then subcategory (the last is the page itself). */
export function scopeCrumbs(scope: ProductScope): Crumb[] {
  const { gender, category, subcategory } = scope;
  if (!gender) {
    return category === ACCESSORIES
      ? [{ label: t('nav.accessories'), to: '/accessories' }]
      : category
        ? [{ label: catalogueWord(category), to: '' }]
        : [];
  }
  const key = GENDER_LABELS[gender];
  const crumbs: Crumb[] = [{ label: key ? t(key) : gender, to: categoryPath(gender) }];
  if (category) crumbs.push({ label: catalogueWord(category), to: categoryPath(gender, category) });
  if (category && subcategory) {
    crumbs.push({
      label: catalogueWord(subcategory),
      to: categoryPath(gender, category, subcategory),
    });
  }
  return crumbs;
}

/** Home › Men › Shirts; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol role="list">
        <li>
          <Link to="/">{t('breadcrumbs.home')}</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {index === crumbs.length - 1 || !crumb.to ? (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
