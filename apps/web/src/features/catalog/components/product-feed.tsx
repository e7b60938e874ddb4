import { useMemo } from 'react';

import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { t } from '@/i18n';
import { useInfiniteProducts } from '../api';
import type { Product } from '@store/domain/contract';
import type { ProductFilters } from '../product-filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

type ProductFeedProps = { filters?: ProductFilters };

/** The catalogue as a growing grid: skeletons, the read error, and a "Load more" button. */
export function ProductFeed({ filters }: ProductFeedProps) {
  const query = useInfiniteProducts(filters);
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  const products = useMemo(() => {
    // A product added between two page loads shifts later pages: show each product once.
    const byId = new Map<string, Product>();
    for (const page of data?.pages ?? []) for (const p of page.items) byId.set(p._id, p);
    return [...byId.values()];
  }, [data]);

  if (!data) {
    if (error) {
      return (
        <ErrorMessage
          title={t('catalog.fetchError')}
          message={error.message}
          retryLabel={t('catalog.retry')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('catalog.loading')}
        </p>
        <ProductGridSkeleton />
      </div>
    );
  }

  if (products.length === 0) return <p className="empty-state">{t('catalog.empty')}</p>;

  const total = Math.max(data.pages.at(-1)?.total ?? 0, products.length);
  return (
    <>
      <ProductGrid products={products} />
      <div className="feed-footer">
        <p className="feed-footer__progress" role="status">
          {t('catalog.progress', { shown: products.length, total })}
        </p>
        {isFetchNextPageError && error ? (
          <ErrorMessage title={t('catalog.fetchError')} message={error.message} />
        ) : null}
        {hasNextPage ? (
          <Button
            variant="secondary"
            className="feed-footer__more"
            onClick={() => void query.fetchNextPage()}
            busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('catalog.loadingMore') : t('catalog.loadMore')}
          </Button>
        ) : (
          <p className="feed-footer__end">{t('catalog.end')}</p>
        )}
      </div>
    </>
  );
}
