import { ADMIN_ORDER_RANGES, ADMIN_ORDER_STATUS_FILTERS } from '@store/domain';
import { useId } from 'react';

import { AdminIcon } from '../../../components/admin-icon';
import { SearchBox } from '../../../components/search-box';
import { at } from '../../../i18n';
import { ORDER_FLAGS, type OrderFilters } from '../utils/order-filters';
import { Button } from '../../../../components/ui/button';

type OrderFiltersBarProps = {
  /** The search box's text as typed (the URL gets it once typing pauses). */
  text: string;
  onTextChange: (text: string) => void;
  filters: OrderFilters;
  onChange: (change: Partial<Pick<OrderFilters, 'status' | 'range' | 'flag'>>) => void;
  onRefresh: () => void;
  refreshing: boolean;
};

/** The search box, the status and date filters and Refresh above the orders table. */
export function OrderFiltersBar({
  text,
  onTextChange,
  filters,
  onChange,
  onRefresh,
  refreshing,
}: OrderFiltersBarProps) {
  const id = useId();
  return (
    <div className="admin-toolbar order-filters">
      <SearchBox
        label={at('orders.searchLabel')}
        placeholder={at('orders.searchPlaceholder')}
        hint={at('orders.searchHint')}
        value={text}
        onValueChange={onTextChange}
      />
      <div className="order-filters__selects">
        <div className="order-filter">
          <label htmlFor={`${id}-status`} className="order-filter__label">
            {at('orders.statusFilter')}
          </label>
          <select
            id={`${id}-status`}
            className="order-filter__select"
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as OrderFilters['status'] })}
          >
            {(['all', ...ADMIN_ORDER_STATUS_FILTERS] as const).map((status) => (
              <option key={status} value={status}>
                {at(`orders.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="order-filter">
          <label htmlFor={`${id}-range`} className="order-filter__label">
            {at('orders.rangeFilter')}
          </label>
          <select
            id={`${id}-range`}
            className="order-filter__select"
            value={filters.range}
            onChange={(event) => onChange({ range: event.target.value as OrderFilters['range'] })}
          >
            {(['all', ...ADMIN_ORDER_RANGES] as const).map((range) => (
              <option key={range} value={range}>
                {at(`orders.range.${range}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="order-filter">
          <label htmlFor={`${id}-flag`} className="order-filter__label">
            {at('orders.flagFilter')}
          </label>
          <select
            id={`${id}-flag`}
            className="order-filter__select"
            value={filters.flag}
            onChange={(event) => onChange({ flag: event.target.value as OrderFilters['flag'] })}
          >
            {(['all', ...ORDER_FLAGS] as const).map((flag) => (
              <option key={flag} value={flag}>
                {at(`orders.flag.${flag}`)}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          className="admin-button order-filters__refresh"
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
