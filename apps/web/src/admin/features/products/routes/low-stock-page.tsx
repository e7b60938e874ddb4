import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/admin/components/data-table';
import { PageHeader } from '@/admin/components/page-header';
import { Pager } from '@/admin/components/pager';
import { StatusBadge } from '@/admin/components/status-badge';
import { EmptyState, ErrorState, LoadingState } from '@/admin/components/states';
import { useListPages } from '@/admin/hooks/use-list-pages';
import { at, atp } from '@/admin/i18n';
import { useLowStock } from '../api/get-low-stock';
import { ProductCell } from '../components/product-cell';
import type { LowStockItem } from '@store/domain/contract';
import {
  LOW_STOCK_THRESHOLD_MAX,
  parseThreshold,
  readLowStockAddress,
  writeLowStockAddress,
} from '../utils/low-stock-params';
import { editProductPath } from '../utils/product-params';
import '../products.css';
import '../low-stock-waiting.css';
import { catalogueName } from '@/admin/lib/admin-format';

const COLUMNS: Column<LowStockItem>[] = [
  {
    key: 'product',
    header: at('lowStock.col.product'),
    rowHeader: true,
    cell: (item) => (
      <ProductCell
        image={item.image}
        name={
          <Link className="product-cell__name" to={editProductPath(item.productid)}>
            {item.name}
          </Link>
        }
        caption={item.productid}
      />
    ),
  },
  {
    key: 'variant',
    header: at('lowStock.col.variant'),
    cell: (item) => at('lowStock.variant', { color: catalogueName(item.color), size: item.size }),
  },
  { key: 'sku', header: at('lowStock.col.sku'), cell: (item) => item.sku },
  {
    key: 'waiting',
    header: at('lowStock.col.waiting'),
    cell: (item) =>
      item.waiting > 0
        ? atp('lowStock.waiting', item.waiting, {
            color: catalogueName(item.color),
            size: item.size,
          })
        : at('lowStock.noneWaiting'),
  },
  {
    key: 'stock',
    header: at('lowStock.col.stock'),
    cell: (item) =>
      item.stock <= 0 ? (
        <StatusBadge status="stock-out" label={at('lowStock.soldOut')} tone="danger" />
      ) : (
        <StatusBadge
          status="stock-low"
          label={at('lowStock.left', { count: item.stock })}
          tone="warning"
        />
      ),
  },
];

/**
 * /admin/products/low-stock: every colour × size of the store at or under a threshold (5 unless
 * the owner picks another), lowest first, 20 a page, each linking to its product's form.
 */
export default function LowStockPage() {
  const [params, setParams] = useSearchParams();
  const { threshold, page, sort } = readLowStockAddress(params);
  const sortId = useId();
  const [typed, setTyped] = useState(String(threshold));
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const lowStock = useLowStock({ threshold, page, sort });
  const data = lowStock.data;
  const pageCount = useListPages(page, lowStock);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = parseThreshold(typed);
    setInvalid(next === null);
    if (next !== null) setParams(writeLowStockAddress(next, 1, sort));
  };

  return (
    <div className="admin-page">
      <PageHeader
        title={at('lowStock.title')}
        description={data ? atp('lowStock.description', data.total, { threshold }) : undefined}
      />
      <form className="admin-toolbar low-stock__form" onSubmit={onSubmit} noValidate>
        <label className="field__label" htmlFor={inputId}>
          {at('lowStock.thresholdLabel')}
        </label>
        <input
          id={inputId}
          className="field__input low-stock__threshold"
          type="number"
          inputMode="numeric"
          min={0}
          max={LOW_STOCK_THRESHOLD_MAX}
          step={1}
          value={typed}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="admin-button">
          {at('lowStock.apply')}
        </Button>
        {invalid ? (
          <p id={errorId} className="field__error" role="alert">
            {at('lowStock.thresholdError')}
          </p>
        ) : null}
        <label className="field__label" htmlFor={sortId}>
          {at('lowStock.sortLabel')}
        </label>
        <select
          id={sortId}
          className="field__input low-stock__sort"
          value={sort}
          onChange={(event) =>
            setParams(
              writeLowStockAddress(
                threshold,
                1,
                event.target.value === 'waiting' ? 'waiting' : 'stock',
              ),
            )
          }
        >
          <option value="stock">{at('lowStock.sort.stock')}</option>
          <option value="waiting">{at('lowStock.sort.waiting')}</option>
        </select>
      </form>
      {lowStock.isPending ? <LoadingState /> : null}
      {lowStock.isError && !data ? (
        <ErrorState
          title={at('lowStock.fetchError')}
          error={lowStock.error}
          onRetry={() => void lowStock.refetch()}
        />
      ) : null}
      {data ? (
        <div className="admin-card">
          <DataTable
            label={at('lowStock.tableLabel')}
            columns={COLUMNS}
            rows={data.items}
            rowKey={(item) => `${item._id}:${item.color}:${item.size}`}
            busy={lowStock.isPlaceholderData}
            empty={<EmptyState message={at('lowStock.empty')} />}
          />
          <Pager
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => setParams(writeLowStockAddress(threshold, next, sort))}
          />
        </div>
      ) : null}
    </div>
  );
}
