import { Link } from '@/lib/router';

import { ProductSearch } from '@/features/catalog';
import { t } from '@/i18n';
import { CategoryDrawer } from './category-drawer';
import { CategoryNav } from './category-nav';
import { HeaderActions } from './header-actions';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <CategoryDrawer />
        <Link className="wordmark" to="/" aria-label={t('header.homeLink')}>
          {t('app.name')}
        </Link>
        <ProductSearch className="site-header__search" />
        <HeaderActions />
      </div>
      <CategoryNav />
    </header>
  );
}
