import { changeLabel, growthChangeLabel, type GrowthFigure } from '@store/domain';

import { StatCard, StatGrid } from '@/admin/components/stat-card';
import { at } from '@/admin/i18n';
import type { DashboardStats } from '@store/domain/contract';
import { formatAed, formatCount } from '../utils/format';

/** A month's growth rate: a percent, 'New' after a month without revenue, or none at all. */
function growthText(figure: GrowthFigure): string {
  switch (figure.kind) {
    case 'rate':
      return at('dashboard.percent', { value: figure.percent });
    case 'new':
      return at('stat.new');
    case 'none':
      return at('dashboard.noGrowthRate');
  }
}

/**
 * Revenue (AED), orders, new customers, growth rate and the promotions' discounts (AED), each
 * against last month.
 */
export function DashboardStatCards({ stats }: { stats: DashboardStats }) {
  const { revenue, orders, customers, growthRate, discounts } = stats;
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
        value={growthText(growthRate.figures.value)}
        change={growthChangeLabel(growthRate) ?? undefined}
        comparison={last(growthText(growthRate.figures.lastMonth))}
      />
      <StatCard
        label={at('dashboard.discounts')}
        value={formatAed(discounts.value)}
        change={changeLabel(discounts)}
        comparison={last(formatAed(discounts.lastMonth))}
        // More given away is a promotion working or margin lost: the card cannot tell which.
        upIsGood={null}
      />
    </StatGrid>
  );
}
