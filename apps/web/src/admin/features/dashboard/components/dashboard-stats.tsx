import { changeLabel } from '@store/domain';

import { StatCard, StatGrid } from '../../../components/stat-card';
import { at } from '../../../i18n';
import type { DashboardStats } from '../types';
import { formatAed, formatCount } from '../utils/format';

const percent = (value: number) => at('dashboard.percent', { value });

/** Revenue (AED), orders, new customers and growth rate, each against last month. */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  const { revenue, orders, customers, growthRate } = stats;
  const last = (value: string) => at('dashboard.lastMonth', { value });
  return (
    <StatGrid label={at('dashboard.statsLabel')}>
      <StatCard
        label={at('dashboard.revenue')}
        value={formatAed(revenue.value)}
        change={changeLabel(revenue)}
        comparison={last(formatAed(revenue.lastMonth))}
      />
      <StatCard
        label={at('dashboard.orders')}
        value={formatCount(orders.value)}
        change={changeLabel(orders)}
        comparison={last(formatCount(orders.lastMonth))}
      />
      <StatCard
        label={at('dashboard.customers')}
        value={formatCount(customers.value)}
        change={changeLabel(customers)}
        comparison={last(formatCount(customers.lastMonth))}
      />
      <StatCard
        label={at('dashboard.growthRate')}
        value={percent(growthRate.value)}
        change={changeLabel(growthRate)}
        comparison={last(percent(growthRate.lastMonth))}
      />
    </StatGrid>
  );
}
