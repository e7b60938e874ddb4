import { AdminIcon } from '@/admin/components/admin-icon';
import { PageHeader } from '@/admin/components/page-header';
import { ErrorState, LoadingState } from '@/admin/components/states';
import { at } from '@/admin/i18n';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useReminderStats } from '../api/get-reminder-stats';
import { DashboardStatCards } from '../components/dashboard-stats';
import { RecentOrders } from '../components/recent-orders';
import { ReminderSummary } from '../components/reminder-summary';
import { RevenueChart } from '../components/revenue-chart';
import { StockSummary } from '../components/stock-summary';
import { monthName } from '../utils/format';
import { Button } from '@/components/ui/button';

/** /admin: how the shop is doing this Dubai month, refreshed while open. */
export default function DashboardPage() {
  const stats = useDashboardStats();
  const data = stats.data;
  const reminders = useReminderStats();
  return (
    <div className="admin-page">
      <PageHeader
        title={at('dashboard.title')}
        description={
          data
            ? at('dashboard.subtitle', {
                month: monthName(data.month.start),
                lastMonth: monthName(data.lastMonth.start),
              })
            : undefined
        }
        actions={
          <Button
            variant="secondary"
            className="admin-button"
            onClick={() => void stats.refetch()}
            busy={stats.isFetching}
          >
            <AdminIcon name="refresh" />
            {at('dashboard.refresh')}
          </Button>
        }
      />
      {stats.isPending ? <LoadingState /> : null}
      {stats.isError && !data ? (
        <ErrorState
          title={at('dashboard.fetchError')}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <DashboardStatCards stats={data} />
          {data.stock ? <StockSummary stock={data.stock} /> : null}
          <div className="admin-card">
            <RevenueChart
              month={data.dailyRevenue.month}
              lastMonth={data.dailyRevenue.lastMonth}
              monthStart={data.month.start}
              lastMonthStart={data.lastMonth.start}
            />
          </div>
          <RecentOrders orders={data.recentOrders} />
          {reminders.data ? <ReminderSummary stats={reminders.data} /> : null}
        </>
      ) : null}
    </div>
  );
}
