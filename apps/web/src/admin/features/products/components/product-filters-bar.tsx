import {
  ADMIN_PRODUCT_PAGE_SIZES,
  ADMIN_PRODUCT_SORTS,
  GENDERS,
  PRODUCT_STOCK_STATES,
} from '@store/domain';
import { Button } from '@/components/ui/button';
import { FilterSelect, optionsOf } from '@/admin/components/filter-select';
import { SearchBox } from '@/admin/components/search-box';
import { at } from '@/admin/i18n';
import { isNarrowed, type ProductList } from '../utils/product-list';
import { catalogueName } from '@/admin/lib/admin-format';

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
    <div className="admin-toolbar admin-filters">
      <SearchBox
        label={at('products.searchLabel')}
        placeholder={at('products.searchPlaceholder')}
        value={text}
        onValueChange={onTextChange}
      />
      <div
        className="admin-filters__selects"
        role="group"
        aria-label={at('productList.filtersLabel')}
      >
        <FilterSelect
          label={at('productList.gender')}
          value={list.gender}
          options={optionsOf(['all', ...GENDERS] as const, (g) => at(`productList.gender.${g}`))}
          onChange={(gender) => onChange({ gender })}
        />
        <FilterSelect
          label={at('productList.category')}
          value={list.category}
          options={[
            { value: '', label: at('productList.category.all') },
            ...categoryOptions.map((c) => ({ value: c, label: catalogueName(c) })),
          ]}
          onChange={(category) => onChange({ category })}
        />
        <FilterSelect
          label={at('productList.stock')}
          value={list.stock}
          options={optionsOf(['all', ...PRODUCT_STOCK_STATES] as const, (s) =>
            at(`productList.stock.${s}`),
          )}
          onChange={(stock) => onChange({ stock })}
        />
        <FilterSelect
          label={at('productList.sort')}
          value={list.sort}
          options={optionsOf(ADMIN_PRODUCT_SORTS, (s) => at(`productList.sort.${s}`))}
          onChange={(sort) => onChange({ sort })}
        />
        <FilterSelect
          label={at('productList.size')}
          value={list.size}
          options={optionsOf(ADMIN_PRODUCT_PAGE_SIZES, (s) => String(s))}
          onChange={(size) => onChange({ size })}
        />
        {isNarrowed(list) ? (
          <Button
            variant="secondary"
            className="admin-button admin-filters__button"
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
