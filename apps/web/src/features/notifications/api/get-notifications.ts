import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Notification, NotificationsResponse } from '@store/domain/contract';

/** GET /api/auth/notifications: the shopper's code notices, newest first. */
export const getNotifications = async (signal?: AbortSignal) =>
  (await apiGet<NotificationsResponse>('/auth/notifications', { signal })).otp;

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 0,
  });

/** The list; `refetchInterval` polls it (the header's dot), and `enabled` gates it. */
export const useNotifications = (options: { enabled?: boolean; refetchInterval?: number } = {}) =>
  useQuery({ ...getNotificationsQueryOptions(), ...options });

/** Whether any notice is unread. */
export const hasUnread = (list: readonly Pick<Notification, 'read'>[] | undefined) =>
  list?.some((n) => !n.read) ?? false;
