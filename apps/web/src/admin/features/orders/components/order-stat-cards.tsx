import { ADMIN_ORDER_STATUS_FILTERS } from '@store/domain';

import { formatCount } from '@/admin/lib/admin-format';
import { StatCard, StatGrid } from '@/admin/components/stat-card';
import { at } from '@/admin/i18n';
import type { OrderStats } from '@store/domain/contract';

/** New Orders, Shipped, Delivered and Cancelled for the whole store, whatever the filters. */
export function OrderStatCards({ stats }: { stats: OrderStats }) {
  return (
    <StatGrid label={at('orders.statsLabel')}>
      {ADMIN_ORDER_STATUS_FILTERS.map((status) => (
        <StatCard
          key={status}
          label={at(`orders.stat.${status}`)}
          value={formatCount(stats[status])}
        />
      ))}
    </StatGrid>
  );
}
