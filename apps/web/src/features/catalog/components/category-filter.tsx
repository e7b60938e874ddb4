import { Link } from '@/lib/router';

import { t } from '@/i18n';
import { useCatalogNav } from '../api';
import type { ProductScope } from '../product-filters';
import { categoryPath } from '../utils/listing-scope';
import { FilterGroup } from './filter-options';
import { catalogueWord } from '@/i18n/content';

type CategoryFilterProps = {
  scope: ProductScope;
  /** Query string carried to the category links (the sort order). */
  search: string;
};

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/**
 * Categories of the gender being browsed, from the catalogue's nav pairs so the list stays whole
 * inside a category. They are links (a category is part of the path, not a refinement), shown
 * only with 2 or more categories. The current category lists its subcategories beneath
 * it when it has 2 or more. Accessories (no gender) is one category: no list.
 */
export function CategoryFilter({ scope, search }: CategoryFilterProps) {
  const { data: pairs } = useCatalogNav();
  const gender = scope.gender;
  const own = gender ? (pairs ?? []).filter((pair) => pair.gender === gender) : [];
  const entries = own.map((pair) => ({
    name: pair.category,
    count: pair.count,
    to: categoryPath(gender ?? '', pair.category),
    current: same(scope.category, pair.category),
  }));
  if (!gender || entries.length < 2) return null;

  const subcategories = own.find((pair) => same(scope.category, pair.category))?.subcategories;
  const suffix = search ? `?${search}` : '';

  return (
    <FilterGroup title={t('filters.category')}>
      <ul role="list" className="filter-links">
        <li>
          <Link
            className="filter-link"
            to={`${categoryPath(gender)}${suffix}`}
            aria-current={scope.category ? undefined : 'page'}
          >
            {t('filters.allCategories')}
          </Link>
        </li>
        {entries.map((entry) => (
          <li key={entry.name}>
            <Link
              className="filter-link"
              to={`${entry.to}${suffix}`}
              aria-current={entry.current && !scope.subcategory ? 'page' : undefined}
            >
              <span>{catalogueWord(entry.name)}</span>
              <span className="filter-link__count">{entry.count}</span>
            </Link>
            {entry.current && subcategories && subcategories.length > 1 ? (
              <ul role="list" className="filter-links filter-links--nested">
                {subcategories.map((sub) => (
                  <li key={sub}>
                    <Link
                      className="filter-link"
                      to={`${categoryPath(gender, entry.name, sub)}${suffix}`}
                      aria-current={same(scope.subcategory, sub) ? 'page' : undefined}
                    >
                      {catalogueWord(sub)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </FilterGroup>
  );
}
