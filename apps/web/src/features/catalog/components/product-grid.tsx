import { memo } from 'react';

import { t } from '@/i18n';
import type { Product } from '@store/domain/contract';
import { EAGER_CARD_COUNT } from '../utils/image-sources';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: readonly Product[];
  /** How many leading cards load their image eagerly (the first screenful). */
  eagerCount?: number;
  headingLevel?: 2 | 3;
};

/**
 * The cards of one answer. Kept as they are while the page around them changes (opening the
 * filters, a sort menu): a listing's page re-renders on such a tap, and two dozen cards drawn
 * again would make the phone wait for the tap's answer.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  eagerCount = EAGER_CARD_COUNT,
  headingLevel,
}: ProductGridProps) {
  // The cards' prices include VAT: said once for the grid, not on every card.
  return (
    <>
      {products.length > 0 ? <p className="vat-note">{t('vat.pricesIncl')}</p> : null}
      <ul className="product-grid" role="list">
        {products.map((product, index) => (
          <li key={product._id} className="product-grid__item">
            <ProductCard product={product} eager={index < eagerCount} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </>
  );
});

/** Placeholder cards with the real cards' proportions, so nothing shifts when data arrives. */
export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className="product-grid" role="list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-grid__item">
          <div className="product-card product-card--skeleton">
            <div className="product-card__media skeleton" />
            <div className="product-card__body">
              <span className="skeleton skeleton--line skeleton--short" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--price" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
