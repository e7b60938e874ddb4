import type { ReactNode } from 'react';
import { Link, useSearchParams } from '@/lib/router';

import { formatDate } from '@/admin/lib/admin-date';
import { PageHeader } from '@/admin/components/page-header';
import { Permitted } from '@/admin/components/require-permission';
import { ErrorState, LoadingState } from '@/admin/components/states';
import { StatusBadge } from '@/admin/components/status-badge';
import { at } from '@/admin/i18n';
import { ADMIN_PATHS, historyPath } from '@/admin/lib/paths';
import { useProduct } from '../api/get-product';
import { ColorGallery } from '../components/color-gallery';
import { VariantStockTable } from '../components/variant-stock-table';
import { useListReturn } from '../utils/list-return';
import type { AdminProduct } from '@store/domain/contract';
import { editProductPath } from '../utils/product-params';
import '../products.css';
import { catalogueName, formatAed } from '@/admin/lib/admin-format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="product-view__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ProductDetails({ product }: { product: AdminProduct }) {
  const none = at('view.none');
  const listReturn = useListReturn();
  return (
    <div className="admin-page product-view">
      <PageHeader
        title={product.name}
        description={at('form.productId', { id: product.productid })}
        actions={
          <>
            <Link className="button button--secondary admin-button" to={listReturn.backTo}>
              {at('view.back')}
            </Link>
            <Permitted permission="audit:read">
              <Link
                className="button button--secondary admin-button"
                to={historyPath('product', product._id)}
                aria-label={at('audit.historyOf', { name: product.name })}
              >
                {at('audit.history')}
              </Link>
            </Permitted>
            <Permitted permission="products:write">
              <Link
                className="button button--primary admin-button"
                to={editProductPath(product.productid)}
                state={listReturn.state}
              >
                {at('view.edit')}
              </Link>
            </Permitted>
          </>
        }
      />
      <p className="product-view__badges">
        <StatusBadge status="category" label={catalogueName(product.category)} tone="info" />
        {product.discount ? (
          <StatusBadge
            status="discount"
            label={at('view.off', { discount: product.discount })}
            tone="danger"
          />
        ) : null}
      </p>
      <div className="admin-card">
        <dl className="product-view__list">
          <Row label={at('view.name')}>{product.name}</Row>
          <Row label={at('view.nameAr')}>
            {product.nameAr ? (
              <span lang="ar" dir="rtl">
                {product.nameAr}
              </span>
            ) : (
              none
            )}
          </Row>
          <Row label={at('view.brand')}>{product.brand}</Row>
          <Row label={at('view.price')}>{formatAed(product.price)}</Row>
          <Row label={at('view.originalPrice')}>
            {product.originalPrice === null ? none : formatAed(product.originalPrice)}
          </Row>
          <Row label={at('view.stock')}>{at('view.available', { count: product.stock })}</Row>
          <Row label={at('view.gender')}>{catalogueName(product.gender)}</Row>
          <Row label={at('view.sizes')}>{product.sizes.join(', ') || none}</Row>
          <Row label={at('view.colors')}>
            {product.colors.map(catalogueName).join(', ') || none}
          </Row>
          <Row label={at('view.createdAt')}>{formatDate(product.createdAt, true)}</Row>
          <div className="product-view__row product-view__row--wide">
            <dt>{at('view.description')}</dt>
            <dd className="product-view__description">{product.description}</dd>
          </div>
          <div className="product-view__row product-view__row--wide">
            <dt>{at('view.descriptionAr')}</dt>
            <dd className="product-view__description" lang="ar" dir="rtl">
              {product.descriptionAr || none}
            </dd>
          </div>
        </dl>
      </div>
      {product.variants && product.variants.length > 0 ? (
        <section className="admin-card" aria-labelledby="product-variants-title">
          <h2 id="product-variants-title" className="admin-section-title">
            {at('stock.title')}
          </h2>
          <VariantStockTable
            colors={product.colors}
            sizes={product.sizes}
            variants={product.variants}
          />
        </section>
      ) : null}
      <section className="admin-card" aria-labelledby="product-gallery-title">
        <h2 id="product-gallery-title" className="admin-section-title">
          {at('view.gallery')}
        </h2>
        {product.colors.map((color) => (
          <ColorGallery key={color} color={color} images={product.colorImages[color] ?? []} />
        ))}
      </section>
    </div>
  );
}

/** /admin/products/view?id=…: the product's fields, badges and a gallery per colour (AED). */
export default function ViewProductPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const product = useProduct(id);

  if (!id) {
    return (
      <div className="admin-page">
        <PageHeader title={at('products.viewTitle')} description={at('view.missingId')} />
        <Link className="button button--primary admin-button" to={ADMIN_PATHS.manageProducts}>
          {at('view.back')}
        </Link>
      </div>
    );
  }
  if (product.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={at('products.viewTitle')} />
        <ErrorState
          title={at('form.loadError')}
          error={product.error}
          onRetry={() => void product.refetch()}
        />
      </div>
    );
  }
  if (!product.data) return <LoadingState label={at('view.loading')} />;
  return <ProductDetails product={product.data} />;
}
