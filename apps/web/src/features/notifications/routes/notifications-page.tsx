import { ErrorMessage } from '@/components/ui/error-message';
import { useToast } from '@/components/ui/toast';
import { t, tp } from '@/i18n';
import { RequireAuth } from '@/features/auth';
import { useMarkAsRead, useNotifications } from '../api';
import { NotificationCard } from '../components/notification-card';
import type { Notification } from '@store/domain/contract';
import '../notifications.css';

function NotificationsView() {
  const { data, error, refetch } = useNotifications();
  const markAsRead = useMarkAsRead();
  const toast = useToast();
  const title = <title>{`${t('notifications.title')} · ${t('app.name')}`}</title>;

  const read = (notification: Notification) => {
    if (notification.read || markAsRead.isPending) return;
    markAsRead.mutate(notification._id, {
      onError: () => toast(t('notifications.markError'), 'error'),
    });
  };

  // A failed first load shows an empty list.
  const list = data ?? [];
  const unread = list.filter((n) => !n.read).length;
  return (
    <div className="page notifications-page">
      {title}
      <header className="page-head">
        <h1 className="page-head__title">{t('notifications.title')}</h1>
        {data ? <p className="page-head__meta">{tp('notifications.unreadCount', unread)}</p> : null}
      </header>
      {error ? (
        <ErrorMessage
          title={t('notifications.fetchError')}
          message={error.message}
          retryLabel={t('catalog.retry')}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!data && !error ? (
        <p role="status" className="page-head__meta">
          {t('notifications.loading')}
        </p>
      ) : null}
      {data && list.length === 0 ? (
        <p className="notifications-page__empty">{t('notifications.empty')}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="notifications-page__list" role="list">
          {list.map((n) => (
            <NotificationCard key={n._id} notification={n} onRead={read} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** `/notifications`: the shopper's code notices, unread or read. */
export default function NotificationsPage() {
  return (
    <RequireAuth>
      <NotificationsView />
    </RequireAuth>
  );
}
