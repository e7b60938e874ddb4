import { Link } from 'react-router';

import { SearchField } from '../../components/ui/search-field';
import { t } from '../../i18n';
import { CategoryNav } from './category-nav';
import { HeaderActions } from './header-actions';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link className="wordmark" to="/" aria-label={t('header.homeLink')}>
          {t('app.name')}
        </Link>
        <SearchField className="site-header__search" />
        <HeaderActions />
      </div>
      <CategoryNav />
    </header>
  );
}
