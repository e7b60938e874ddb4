import { searchPageTerm } from '@store/domain';
import { useSearchParams } from '@/lib/router';

import { ProductSearch } from '@/features/catalog';
import { ListingPage } from '@/features/catalog/components/listing-page';
import { t } from '@/i18n';

/**
 * `/search?q=…` (and `/ar/search?q=…`): the category page's grid, filters, sort and paging over
 * the products that match the term (decision 46). Without a term, a prompt to type one.
 */
export default function SearchRoute() {
  const [searchParams] = useSearchParams();
  const q = searchPageTerm(searchParams);
  const crumbs = [{ label: t('searchPage.crumb'), to: '' }];
  // Phones have no search box in the header: the page has its own, holding the term.
  const phoneSearch = (
    <div className="search-page__search">
      <ProductSearch />
    </div>
  );
  if (!q) {
    return (
      <div className="listing page">
        <title>{`${t('searchPage.crumb')} · ${t('app.name')}`}</title>
        {phoneSearch}
        <h1 className="section-title listing__title">{t('searchPage.crumb')}</h1>
        <p className="empty-state">{t('searchPage.prompt')}</p>
      </div>
    );
  }
  const heading = {
    title: t('searchPage.title', { query: q }),
    crumbs,
    empty: t('searchPage.empty', { query: q }),
    defaultSortLabel: t('searchPage.bestMatch'),
  };
  // A new term is a new page: remount so the filter dialog and slider start afresh.
  return (
    <>
      {/* Result pages are for shoppers, not for search engines' indexes. */}
      <meta name="robots" content="noindex, follow" />
      {phoneSearch}
      <ListingPage key={q} scope={{ q }} heading={heading} />
    </>
  );
}
