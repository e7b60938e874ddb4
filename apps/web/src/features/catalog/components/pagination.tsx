import { Link, useLocation } from '@/lib/router';

import { Icon } from '@/components/ui/icon';
import { t } from '@/i18n';
import { writeListingState } from '../utils/listing-params';
import { GAP, pageWindow } from '@/lib/page-window';

type PaginationProps = { page: number; pageCount: number };

/** Numbered pages as real links (`?page=3`), so each page can be opened, shared and bookmarked. */
export function Pagination({ page, pageCount }: PaginationProps) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const search = writeListingState(new URLSearchParams(location.search), { page: n }).toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };

  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      {page > 1 ? (
        <Link className="pagination__step" to={href(page - 1)} aria-label={t('listing.previous')}>
          <Icon name="chevronStart" className="icon--flip" />
        </Link>
      ) : null}
      <ol className="pagination__pages" role="list">
        {pageWindow(page, pageCount).map((n, index) =>
          n === GAP ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="pagination__page"
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('listing.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="pagination__step" to={href(page + 1)} aria-label={t('listing.next')}>
          <Icon name="chevronEnd" className="icon--flip" />
        </Link>
      ) : null}
    </nav>
  );
}
