import { formatAed } from '@store/domain';
import { useState } from 'react';
import { Link } from 'react-router';

import { formatDate } from '../../../lib/admin-date';
import { AdminIcon } from '../../../components/admin-icon';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { at, atp } from '../../../i18n';
import { useListAddress } from '../../../hooks/use-list-address';
import { useListPages } from '../../../hooks/use-list-pages';
import { useRowFocusRescue } from '../../../hooks/use-row-focus-rescue';
import { readSearchAndPage, writeSearchAndPage } from '../../../lib/list-address';
import { ADMIN_PATHS } from '../../../lib/paths';
import { useProducts } from '../api/get-products';
import { DeleteProductDialog } from '../components/delete-product-dialog';
import { ProductCell } from '../components/product-cell';
import { LowVariantBadge, StockBadge } from '../components/stock-badge';
import type { AdminProduct } from '../types';
import { editProductPath, productQuery, viewProductPath } from '../utils/product-params';
import '../products.css';

function columns(offset: number, onDelete: (p: AdminProduct) => void): Column<AdminProduct>[] {
  return [
    { key: 'n', header: at('products.col.number'), cell: (_p, i) => offset + i + 1 },
    { key: 'id', header: at('products.col.id'), cell: (p) => p.productid },
    {
      key: 'product',
      header: at('products.col.product'),
      rowHeader: true,
      cell: (p) => (
        <ProductCell
          image={p.defaultImg}
          name={<span className="product-cell__name">{p.name}</span>}
          caption={p.category}
        />
      ),
    },
    { key: 'created', header: at('products.col.createdAt'), cell: (p) => formatDate(p.createdAt) },
    {
      key: 'stock',
      header: at('products.col.stock'),
      cell: (p) => (
        <span className="stock-cell">
          <StockBadge stock={p.stock} />
          {p.lowStock ? <LowVariantBadge /> : null}
        </span>
      ),
    },
    {
      key: 'price',
      header: at('products.col.price'),
      align: 'end',
      cell: (p) => formatAed(p.price),
    },
    {
      key: 'actions',
      header: at('products.col.actions'),
      cell: (p) => (
        <span className="product-actions">
          <Link
            className="product-actions__link"
            to={viewProductPath(p.productid)}
            aria-label={at('products.viewNamed', { name: p.name })}
          >
            {at('products.view')}
          </Link>
          <Link
            className="product-actions__link"
            to={editProductPath(p.productid)}
            aria-label={at('products.editNamed', { name: p.name })}
          >
            {at('products.edit')}
          </Link>
          <button
            type="button"
            className="product-actions__link product-actions__delete"
            aria-label={at('products.deleteNamed', { name: p.name })}
            onClick={() => onDelete(p)}
          >
            {at('products.delete')}
          </button>
        </span>
      ),
    },
  ];
}

/**
 * /admin/products/manage: every product, newest first, 10 a page, with the spec's search box
 * (id, name, price, gender, discount, category), View, Edit and Delete with confirmation.
 */
export default function ManageProductsPage() {
  const {
    state: { q, page },
    text,
    setText,
    change,
  } = useListAddress(readSearchAndPage, writeSearchAndPage);
  const query = productQuery(q, page);
  const products = useProducts(query);
  const data = products.data;
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const goTo = (next: number) => change({ page: next });

  const pageCount = useListPages(page, products);
  // A product deleted takes its row and the button pressed; the confirmation has closed by then.
  const rows = useRowFocusRescue('.product-actions__link');
  const count = data
    ? query.q
      ? atp('products.matches', data.total)
      : atp('products.count', data.total)
    : undefined;

  return (
    <div className="admin-page">
      <PageHeader
        title={at('products.manageTitle')}
        description={count}
        actions={
          <Link className="button button--primary admin-button" to={ADMIN_PATHS.addProduct}>
            <AdminIcon name="add" />
            {at('products.add')}
          </Link>
        }
      />
      <div className="admin-toolbar">
        <SearchBox
          label={at('products.searchLabel')}
          placeholder={at('products.searchPlaceholder')}
          value={text}
          onValueChange={setText}
        />
      </div>
      {products.isPending ? <LoadingState /> : null}
      {products.isError && !data ? (
        <ErrorState
          title={at('products.fetchError')}
          error={products.error}
          onRetry={() => void products.refetch()}
        />
      ) : null}
      {data ? (
        <div className="admin-card" onFocus={rows.onFocus}>
          <DataTable
            label={at('products.tableLabel')}
            columns={columns((data.page - 1) * data.limit, setDeleting)}
            rows={data.products}
            rowKey={(p) => p._id}
            busy={products.isPlaceholderData}
            empty={<EmptyState message={at('products.empty')} />}
          />
          <Pager page={page} pageCount={pageCount} onPageChange={goTo} />
        </div>
      ) : null}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
