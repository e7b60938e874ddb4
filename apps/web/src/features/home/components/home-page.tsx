import { useId } from 'react';
import type { ReactNode } from 'react';

import { SearchField } from '../../../components/ui/search-field';
import { t } from '../../../i18n';

type HomePageProps = {
  /** The hero carousel of offers (a later issue); nothing is rendered until it exists. */
  hero?: ReactNode;
  /** The product grid, composed in by the app so this feature stays independent of the catalogue. */
  productFeed: ReactNode;
};

/** Home: mobile-only search, the hero slot, then 'Explore All Products'. */
export function HomePage({ hero, productFeed }: HomePageProps) {
  const titleId = useId();
  return (
    <div className="home page">
      <title>{t('home.documentTitle')}</title>
      <SearchField className="home__search" />
      {hero ? <div className="home__hero">{hero}</div> : null}
      <section className="home__explore" aria-labelledby={titleId}>
        <h1 id={titleId} className="section-title">
          {t('home.exploreTitle')}
        </h1>
        {productFeed}
      </section>
    </div>
  );
}
