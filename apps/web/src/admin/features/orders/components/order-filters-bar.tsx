import {
  ADMIN_ORDER_METHOD_FILTERS,
  ADMIN_ORDER_RANGES,
  ADMIN_ORDER_STATUS_FILTERS,
} from '@store/domain';
import { AdminIcon } from '@/admin/components/admin-icon';
import { FilterSelect, optionsOf } from '@/admin/components/filter-select';
import { SearchBox } from '@/admin/components/search-box';
import { at } from '@/admin/i18n';
import { ORDER_FLAGS, type OrderFilters } from '@/admin/lib/order-filters';
import { Button } from '@/components/ui/button';

type OrderFiltersBarProps = {
  /** The search box's text as typed (the URL gets it once typing pauses). */
  text: string;
  onTextChange: (text: string) => void;
  filters: OrderFilters;
  onChange: (change: Partial<Pick<OrderFilters, 'status' | 'range' | 'flag' | 'method'>>) => void;
  onRefresh: () => void;
  refreshing: boolean;
};

/** The search box, the status, date, attention and payment filters and Refresh above the orders table. */
export function OrderFiltersBar({
  text,
  onTextChange,
  filters,
  onChange,
  onRefresh,
  refreshing,
}: OrderFiltersBarProps) {
  return (
    <div className="admin-toolbar admin-filters">
      <SearchBox
        label={at('orders.searchLabel')}
        placeholder={at('orders.searchPlaceholder')}
        hint={at('orders.searchHint')}
        value={text}
        onValueChange={onTextChange}
      />
      <div className="admin-filters__selects">
        <FilterSelect
          label={at('orders.statusFilter')}
          value={filters.status}
          options={optionsOf(['all', ...ADMIN_ORDER_STATUS_FILTERS] as const, (status) =>
            at(`orders.status.${status}`),
          )}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          label={at('orders.rangeFilter')}
          value={filters.range}
          options={optionsOf(['all', ...ADMIN_ORDER_RANGES] as const, (range) =>
            at(`orders.range.${range}`),
          )}
          onChange={(range) => onChange({ range })}
        />
        <FilterSelect
          label={at('orders.flagFilter')}
          value={filters.flag}
          options={optionsOf(['all', ...ORDER_FLAGS] as const, (flag) => at(`orders.flag.${flag}`))}
          onChange={(flag) => onChange({ flag })}
        />
        <FilterSelect
          label={at('orders.methodFilter')}
          value={filters.method}
          options={optionsOf(['all', ...ADMIN_ORDER_METHOD_FILTERS] as const, (method) =>
            at(`orders.methodOption.${method}`),
          )}
          onChange={(method) => onChange({ method })}
        />
        <Button
          variant="secondary"
          className="admin-button admin-filters__button"
          onClick={onRefresh}
          busy={refreshing}
        >
          <AdminIcon name="refresh" />
          {at('orders.refresh')}
        </Button>
      </div>
    </div>
  );
}
