import { DASHBOARD_POLL_MS } from '@store/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import { adminKeys } from '@/admin/lib/query-keys';
import type { DashboardStats } from '@store/domain/contract';

/** GET /api/admin/dashboard/stats: this Dubai month against the last, and the newest orders. */
export const getDashboardStats = (signal?: AbortSignal) =>
  adminApi.get<DashboardStats>('/admin/dashboard/stats', { signal });

export const getDashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboardStats(),
    queryFn: ({ signal }) => getDashboardStats(signal),
    staleTime: 0,
    // Live: new orders show up without a reload while the dashboard is open.
    refetchInterval: DASHBOARD_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useDashboardStats = () => useQuery(getDashboardStatsQueryOptions());
