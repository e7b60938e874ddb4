import { LOW_STOCK_THRESHOLD, toFils } from '@store/domain';
import { useState } from 'react';
import { Link } from '@/lib/router';

import { ErrorMessage } from '@/components/ui/error-message';
import { t } from '@/i18n';
import { isNotFound, useProduct } from '../api';
import type { Product } from '@store/domain/contract';
import { galleryImages } from '../utils/image-sources';
import { originalPriceOf, percentOff } from '../utils/pricing';
import { chosenStock } from '../utils/variant-choice';
import { Breadcrumbs, scopeCrumbs } from './breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { promoBadges } from './promo-badges';
import { formatAed } from '@/lib/money';
import { PayLaterLines } from '@/features/pay-later';
import { productDescription, productName } from '@/i18n/content';

/** The stock level, by the domain's threshold ('Only 3 left' up to LOW_STOCK_THRESHOLD). */
function stockLevel(stock: number): 'out' | 'low' | 'in' {
  return stock <= 0 ? 'out' : stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/**
 * The domain's stock line (`stockText`) in the page's language, from the catalogue's copy of it
 * (en-shared.ts, checked against stockText by content.test.ts), so its English stays out of
 * the first script.
 */
function stockLine(stock: number): string {
  const level = stockLevel(stock);
  if (level === 'out') return t('shared.stockOut');
  return t(level === 'low' ? 'shared.stockLow' : 'shared.stockIn', { stock });
}

function ProductDetails({ product }: { product: Product }) {
  const single = (list: readonly string[]) => (list.length === 1 ? (list[0] ?? null) : null);
  const [color, setColor] = useState<string | null>(() => single(product.colors));
  const [size, setSize] = useState<string | null>(() => single(product.sizes));
  const stock = chosenStock(product, color, size);
  const { color: shownColor, images } = galleryImages(product, color);
  const original = originalPriceOf(product);
  const percent = percentOff(product);
  const crumbs = scopeCrumbs({
    gender: ['men', 'women', 'kids'].includes(product.gender) ? product.gender : undefined,
    category: product.category,
  });

  return (
    <article className="product-page page">
      <title>{`${productName(product)} · ${product.brand} · ${t('app.name')}`}</title>
      <Breadcrumbs crumbs={[...crumbs, { label: productName(product), to: '' }]} />
      <div className="product-page__layout">
        <ProductGallery images={images} productName={productName(product)} colorName={shownColor} />
        <div className="product-page__info">
          <p className="product-page__brand">{product.brand}</p>
          <h1 className="product-page__name">{productName(product)}</h1>
          <p className="product-page__prices">
            <span className="sr-only">{t('product.priceLabel')} </span>
            <span className="product-page__price">{formatAed(product.priceWithVat)}</span>
            {original !== null ? (
              <>
                <span className="sr-only"> {t('product.originalPriceLabel')} </span>
                <s className="product-page__original">{formatAed(original)}</s>
              </>
            ) : null}
            {percent > 0 ? (
              <span className="product-page__discount">
                {t('product.discountBadge', { percent })}
              </span>
            ) : null}
          </p>
          {promoBadges(product.badges)}
          <p className="product-page__vat">{t('vat.incl')}</p>
          <PayLaterLines totalFils={toFils(product.priceWithVat)} />
          <p className={`stock stock--${stockLevel(stock)}`} aria-live="polite">
            {stockLine(stock)}
          </p>
          <ProductPurchase
            product={product}
            color={color}
            size={size}
            stock={stock}
            onColorChange={setColor}
            onSizeChange={setSize}
          />
          <section className="product-page__description" aria-labelledby="product-description">
            <h2 id="product-description">{t('product.description')}</h2>
            <p>{productDescription(product)}</p>
          </section>
        </div>
      </div>
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div className="product-page page" aria-busy="true">
      <p className="sr-only" role="status">
        {t('product.loading')}
      </p>
      <div className="product-page__layout" aria-hidden="true">
        <div className="gallery">
          <div className="gallery__main skeleton" />
        </div>
        <div className="product-page__info">
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--price" />
        </div>
      </div>
    </div>
  );
}

/** `/product/view/{id}` and `/product/search/{id}`: one product, or its not-found state. */
export function ProductPage({ id }: { id: string }) {
  const { data: product, error, refetch } = useProduct(id);
  if (product) return <ProductDetails key={product._id} product={product} />;
  if (error && isNotFound(error)) {
    return (
      <div className="page message-page">
        <title>{`${t('product.notFound')} · ${t('app.name')}`}</title>
        <h1 className="message-page__title">{t('product.notFound')}</h1>
        <p className="message-page__text">{t('product.notFoundText')}</p>
        <Link className="button button--primary" to="/">
          {t('product.continueShopping')}
        </Link>
      </div>
    );
  }
  if (error) {
    return (
      <ErrorMessage
        title={t('catalog.fetchError')}
        message={error.message}
        retryLabel={t('catalog.retry')}
        onRetry={() => void refetch()}
      />
    );
  }
  return <ProductSkeleton />;
}
