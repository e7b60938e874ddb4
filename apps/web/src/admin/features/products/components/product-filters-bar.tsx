import {
  ADMIN_PRODUCT_PAGE_SIZES,
  ADMIN_PRODUCT_SORTS,
  GENDERS,
  PRODUCT_STOCK_STATES,
} from '@store/domain';
import { useId, type ReactNode } from 'react';

import { Button } from '../../../../components/ui/button';
import { SearchBox } from '../../../components/search-box';
import { at } from '../../../i18n';
import { isNarrowed, type ProductList } from '../utils/product-list';
import { catalogueName } from '../../../lib/admin-format';

type ListChange = Partial<Omit<ProductList, 'page'>>;

type ProductFiltersBarProps = {
  /** The search box's text as typed (the address gets it once typing pauses). */
  text: string;
  onTextChange: (text: string) => void;
  list: ProductList;
  /** The categories products are filed under (the server lists them). */
  categories: readonly string[];
  onChange: (change: ListChange) => void;
};

function Filter({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="product-filter">
      <label htmlFor={id} className="product-filter__label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Manage Product's search box, filters, sort and page size; each change lands in the address. */
export function ProductFiltersBar({
  text,
  onTextChange,
  list,
  categories,
  onChange,
}: ProductFiltersBarProps) {
  // A category in the address that no product has any more still shows as chosen.
  const categoryOptions =
    list.category && !categories.includes(list.category)
      ? [list.category, ...categories]
      : categories;
  return (
    <div className="admin-toolbar product-filters">
      <SearchBox
        label={at('products.searchLabel')}
        placeholder={at('products.searchPlaceholder')}
        value={text}
        onValueChange={onTextChange}
      />
      <div
        className="product-filters__selects"
        role="group"
        aria-label={at('productList.filtersLabel')}
      >
        <Filter label={at('productList.gender')}>
          {(id) => (
            <select
              id={id}
              className="product-filter__select"
              value={list.gender}
              onChange={(e) => onChange({ gender: e.target.value as ProductList['gender'] })}
            >
              {(['all', ...GENDERS] as const).map((g) => (
                <option key={g} value={g}>
                  {at(`productList.gender.${g}`)}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label={at('productList.category')}>
          {(id) => (
            <select
              id={id}
              className="product-filter__select"
              value={list.category}
              onChange={(e) => onChange({ category: e.target.value })}
            >
              <option value="">{at('productList.category.all')}</option>
              {categoryOptions.map((c) => (
                <option key={c} value={c}>
                  {catalogueName(c)}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label={at('productList.stock')}>
          {(id) => (
            <select
              id={id}
              className="product-filter__select"
              value={list.stock}
              onChange={(e) => onChange({ stock: e.target.value as ProductList['stock'] })}
            >
              {(['all', ...PRODUCT_STOCK_STATES] as const).map((s) => (
                <option key={s} value={s}>
                  {at(`productList.stock.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label={at('productList.sort')}>
          {(id) => (
            <select
              id={id}
              className="product-filter__select"
              value={list.sort}
              onChange={(e) => onChange({ sort: e.target.value as ProductList['sort'] })}
            >
              {ADMIN_PRODUCT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {at(`productList.sort.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label={at('productList.size')}>
          {(id) => (
            <select
              id={id}
              className="product-filter__select"
              value={list.size}
              onChange={(e) => onChange({ size: Number(e.target.value) as ProductList['size'] })}
            >
              {ADMIN_PRODUCT_PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Filter>
        {isNarrowed(list) ? (
          <Button
            variant="secondary"
            className="admin-button product-filters__clear"
            onClick={() => {
              onTextChange('');
              onChange({ q: '', gender: 'all', category: '', stock: 'all' });
            }}
          >
            {at('productList.clearFilters')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
