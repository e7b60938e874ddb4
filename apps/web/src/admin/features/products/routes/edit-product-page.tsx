import { useMemo } from 'react';
import { Link, useSearchParams } from '@/lib/router';

import { PageHeader } from '@/admin/components/page-header';
import { ErrorState, LoadingState } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { useProduct } from '../api/get-product';
import { ProductForm } from '../components/product-form';
import type { AdminProduct } from '@store/domain/contract';
import { formStateFromProduct } from '../utils/product-form-state';
import '../products.css';

/** The form starts from the product once; a later refetch does not reset what is typed. */
function LoadedForm({ product }: { product: AdminProduct }) {
  const initial = useMemo(() => formStateFromProduct(product), [product]);
  return <ProductForm initial={initial} product={product} />;
}

/** /admin/products/edit?id=…: Edit Product with the product's fields and saved images. */
export default function EditProductPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const product = useProduct(id);

  if (!id) {
    return (
      <div className="admin-page">
        <PageHeader title={at('products.editTitle')} description={at('form.missingId')} />
        <Link className="button button--primary admin-button" to={ADMIN_PATHS.manageProducts}>
          {at('view.back')}
        </Link>
      </div>
    );
  }
  if (product.isPending) return <LoadingState label={at('view.loading')} />;
  if (product.isError) {
    return (
      <div className="admin-page">
        <PageHeader title={at('products.editTitle')} />
        <ErrorState
          title={at('form.loadError')}
          error={product.error}
          onRetry={() => void product.refetch()}
        />
      </div>
    );
  }
  return <LoadedForm key={product.data._id} product={product.data} />;
}
