import { useState } from 'react';
import { Link, useLocation } from '@/lib/router';

import { formatDate } from '@/admin/lib/admin-date';
import { AdminIcon } from '@/admin/components/admin-icon';
import { DataTable, type Column } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { Permitted } from '@/admin/components/require-permission';
import { Pager } from '@/admin/components/pager';
import { EmptyState, ErrorState, LoadingState } from '@/admin/components/states';
import { at, atp } from '@/admin/i18n';
import { useListAddress } from '@/admin/hooks/use-list-address';
import { useListPages } from '@/admin/hooks/use-list-pages';
import { useRowFocusRescue } from '@/admin/hooks/use-row-focus-rescue';
import { ADMIN_PATHS } from '@/admin/lib/paths';
import { useProducts } from '../api/get-products';
import { BulkActionsBar } from '../components/bulk-actions-bar';
import { BulkDialogs, type BulkAction } from '../components/bulk-dialogs';
import { DeleteProductDialog } from '../components/delete-product-dialog';
import { ProductFiltersBar } from '../components/product-filters-bar';
import { ProductCell } from '../components/product-cell';
import { LowVariantBadge, StockBadge } from '../components/stock-badge';
import type { AdminProduct } from '@store/domain/contract';
import { editProductPath, viewProductPath } from '../utils/product-params';
import {
  isNarrowed,
  productsQuery,
  readProductList,
  writeProductList,
} from '../utils/product-list';
import '../products.css';
import { catalogueName, formatAed } from '@/admin/lib/admin-format';

type Selection = {
  has: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
};

function columns(
  offset: number,
  selection: Selection,
  list: { list: string },
  onDelete: (p: AdminProduct) => void,
): Column<AdminProduct>[] {
  return [
    {
      key: 'select',
      header: at('productList.col.select'),
      hideHeader: true,
      cell: (p) => (
        <input
          type="checkbox"
          className="bulk-bar__checkbox"
          aria-label={at('productList.selectRow', { name: p.name })}
          checked={selection.has(p._id)}
          onChange={(e) => selection.toggle(p._id, e.target.checked)}
        />
      ),
    },
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
          caption={catalogueName(p.category)}
        />
      ),
    },
    { key: 'created', header: at('products.col.createdAt'), cell: (p) => formatDate(p.createdAt) },
    {
      key: 'stock',
      header: at('products.col.stock'),
      cell: (p) => (
        <span className="stock-cell" data-stock-state={p.stockState}>
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
            state={list}
            aria-label={at('products.viewNamed', { name: p.name })}
          >
            {at('products.view')}
          </Link>
          <Permitted permission="products:write">
            <Link
              className="product-actions__link"
              to={editProductPath(p.productid)}
              state={list}
              aria-label={at('products.editNamed', { name: p.name })}
            >
              {at('products.edit')}
            </Link>
          </Permitted>
          <Permitted permission="products:delete">
            <button
              type="button"
              className="product-actions__link product-actions__delete"
              aria-label={at('products.deleteNamed', { name: p.name })}
              onClick={() => onDelete(p)}
            >
              {at('products.delete')}
            </button>
          </Permitted>
        </span>
      ),
    },
  ];
}

/**
 * /admin/products/manage: every product, newest first, with a single search box (id, name,
 * price, gender, discount, category), filters by gender, category and stock state, a sort, 20,
 * 50 or 100 a page, all kept in the address (so View, Edit and Back return to the same rows),
 * View, Edit and Delete per row, and bulk actions on the rows chosen.
 */
export default function ManageProductsPage() {
  const { state: list, text, setText, change } = useListAddress(readProductList, writeProductList);
  const location = useLocation();
  const query = productsQuery(list);
  const products = useProducts(query);
  const data = products.data;
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [action, setAction] = useState<BulkAction | null>(null);

  // The rows chosen, on this page of this list: another page or filter starts afresh.
  const listKey = JSON.stringify(query);
  const [selected, setSelected] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: listKey,
    ids: new Set(),
  });
  if (selected.key !== listKey && !action) setSelected({ key: listKey, ids: new Set() });
  const rowIds = data?.products.map((p) => p._id) ?? [];
  // A chosen row that a delete (or a change elsewhere) took off the page is no longer chosen.
  const chosen = [...selected.ids].filter((id) => rowIds.includes(id));
  const selection: Selection = {
    has: (id) => selected.ids.has(id),
    toggle: (id, on) =>
      setSelected((s) => {
        const ids = new Set(s.ids);
        if (on) ids.add(id);
        else ids.delete(id);
        return { ...s, ids };
      }),
  };
  const clearSelection = () => setSelected({ key: listKey, ids: new Set() });

  const goTo = (next: number) => change({ page: next });

  const pageCount = useListPages(list.page, products);
  // A product deleted takes its row and the button pressed; the confirmation has closed by then.
  const rows = useRowFocusRescue('.product-actions__link');
  const count = data
    ? isNarrowed(list)
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
      <ProductFiltersBar
        text={text}
        onTextChange={setText}
        list={list}
        categories={data?.categories ?? []}
        onChange={change}
      />
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
          <BulkActionsBar
            rowCount={rowIds.length}
            selectedOnPage={chosen.length}
            selected={chosen.length}
            onSelectAll={(all) => setSelected({ key: listKey, ids: new Set(all ? rowIds : []) })}
            onClear={clearSelection}
            onAction={setAction}
          />
          <DataTable
            label={
              list.sort === 'newest'
                ? at('products.tableLabel')
                : at('productList.tableSorted', {
                    sort: at(`productList.sort.${list.sort}`).toLowerCase(),
                  })
            }
            columns={columns(
              (data.page - 1) * data.limit,
              selection,
              { list: location.search },
              setDeleting,
            )}
            rows={data.products}
            rowKey={(p) => p._id}
            busy={products.isPlaceholderData}
            empty={<EmptyState message={at('products.empty')} />}
          />
          <Pager page={list.page} pageCount={pageCount} onPageChange={goTo} />
        </div>
      ) : null}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
      <BulkDialogs
        action={action}
        products={data?.products.filter((p) => chosen.includes(p._id)) ?? []}
        onClose={() => setAction(null)}
        onDone={() => {
          setAction(null);
          clearSelection();
        }}
      />
    </div>
  );
}
