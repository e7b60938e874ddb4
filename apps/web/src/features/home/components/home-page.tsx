import { useId } from 'react';
import type { ReactNode } from 'react';

import { t } from '@/i18n';

type HomePageProps = {
  /** The mobile-only search box (hidden from 768 px, where the header has its own). */
  search: ReactNode;
  /** The hero carousel of offers. */
  hero?: ReactNode;
  /** The product grid. Each slot is composed in by the app, so this feature imports no other. */
  productFeed: ReactNode;
};

/** Home: mobile-only search, the hero, then 'Explore All Products'. */
export function HomePage({ search, hero, productFeed }: HomePageProps) {
  const titleId = useId();
  return (
    <div className="home page">
      <title>{t('home.documentTitle')}</title>
      <div className="home__search">{search}</div>
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
