import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Notification } from '@store/domain/contract';

type MarkAsReadResponse = { success: true; notification: Notification };

/** POST /api/auth/notifications/mark_as_read: only the shopper's own notice. */
export const markAsRead = (id: string) =>
  apiPost<MarkAsReadResponse>('/auth/notifications/mark_as_read', { id });

/** Marking read sets read to true locally, so the header's dot follows at once. */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAsRead,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Notification[]>(queryKeys.notifications(), (list) =>
        list?.map((n) => (n._id === id ? { ...n, read: true } : n)),
      );
    },
  });
}
