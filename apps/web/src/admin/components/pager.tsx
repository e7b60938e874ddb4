import { GAP, pageWindow } from '@/lib/page-window';
import { at } from '../i18n';
import { AdminIcon } from './admin-icon';

type PagerProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation when a page has more than one pager. */
  label?: string;
};

/** Numbered page buttons ('1 … 4 5 6 … 12') with previous and next; nothing for one page. */
export function Pager({ page, pageCount, onPageChange, label = at('pager.label') }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="admin-pager__step"
        aria-label={at('pager.previous')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <AdminIcon name="chevron" className="admin-pager__back" />
      </button>
      <ol className="admin-pager__pages" role="list">
        {pageWindow(page, pageCount).map((n, index) =>
          n === GAP ? (
            <li key={`gap-${index}`} className="admin-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className="admin-pager__page"
                aria-current={n === page ? 'page' : undefined}
                aria-label={at('pager.page', { page: n })}
                onClick={() => onPageChange(n)}
              >
                {n}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="admin-pager__step"
        aria-label={at('pager.next')}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <AdminIcon name="chevron" />
      </button>
      <p className="admin-pager__summary" aria-live="polite">
        {at('pager.summary', { page, pages: pageCount })}
      </p>
    </nav>
  );
}
