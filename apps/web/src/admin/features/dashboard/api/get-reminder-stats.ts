import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApi } from '@/admin/lib/admin-api';
import type { ReminderStats } from '@store/domain/contract';

/** GET /api/admin/dashboard/reminders: the reminder mails sent and the orders after them. */
export const getReminderStats = (signal?: AbortSignal) =>
  adminApi.get<ReminderStats>('/admin/dashboard/reminders', { signal });

export const useReminderStats = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'dashboard', 'reminders'] as const,
      queryFn: ({ signal }) => getReminderStats(signal),
      refetchOnWindowFocus: true,
    }),
  );
