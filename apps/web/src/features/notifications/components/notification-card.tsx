import { t } from '../../../i18n';
import type { MessageKey } from '../../../i18n';
import type { Notification } from '../types';

type NotificationCardProps = {
  notification: Notification;
  onRead: (notification: Notification) => void;
};

/** One notice: what it is for, the code (if any), its order or return id, and how long ago. */
export function NotificationCard({ notification: n, onRead }: NotificationCardProps) {
  const ref = n.orderid
    ? t('notifications.order', { id: n.orderid })
    : n.returnid
      ? t('notifications.return', { id: n.returnid })
      : null;
  return (
    <li
      className={`notice ${n.read ? 'notice--read' : 'notice--unread'}${n.replaced ? ' notice--replaced' : ''}`}
      // A click anywhere on an unread notice reads it; the button does the same by keyboard.
      onClick={n.read ? undefined : () => onRead(n)}
    >
      <div className="notice__main">
        <p className="notice__kind">
          {n.read ? null : <span className="notice__dot" aria-hidden="true" />}
          {t(`notifications.kind.${n.kind}` as MessageKey)}
          {n.read ? null : <span className="sr-only"> ({t('notifications.unread')})</span>}
        </p>
        {n.otp ? (
          <p className="notice__code">
            <span className="sr-only">{t('notifications.code')}: </span>
            {n.replaced ? <s>{n.otp}</s> : n.otp}
          </p>
        ) : null}
        {n.otp ? (
          <p className={`notice__validity notice__validity--${n.replaced ? 'replaced' : 'latest'}`}>
            {n.replaced ? t('notifications.replaced') : t('notifications.latest')}
          </p>
        ) : null}
        {ref ? <p className="notice__ref">{ref}</p> : null}
        {n.message ? <p className="notice__message">{n.message}</p> : null}
      </div>
      <div className="notice__side">
        <time className="notice__time" dateTime={n.createdAt}>
          {n.timeAgo}
        </time>
        {n.read ? (
          <span className="notice__state">{t('notifications.read')}</span>
        ) : (
          <button
            type="button"
            className="button button--secondary notice__mark"
            onClick={(event) => {
              event.stopPropagation();
              onRead(n);
            }}
          >
            {t('notifications.markRead')}
          </button>
        )}
      </div>
    </li>
  );
}
