import { NOTIFICATION_POLL_MS } from '@store/domain';
import { useLocation } from '@/lib/router';

import { hasUnread, useNotifications } from '@/features/notifications';

/**
 * Whether the signed-in shopper has unread notifications (the header's blinking dot),
 * polled every 30 s while signed in and not on /notifications; that page keeps the
 * same list current (and marks read in it), so the dot follows it there too.
 */
export function useHasUnreadNotifications(signedIn: boolean): boolean {
  const onPage = useLocation().pathname === '/notifications';
  const { data } = useNotifications({
    enabled: signedIn && !onPage,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
  return signedIn && hasUnread(data);
}
