import { elapsedText } from '@store/domain';

import { getLocale, t } from '@/i18n';
import type { MessageKey } from '@/i18n';
import type { Notification } from '@store/domain/contract';

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
  // The time in the page's language; the server's English words when it sent no number.
  const time = n.ago === undefined ? n.timeAgo : elapsedText(n.ago, getLocale());
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
        {/* Stored in the account's language when it was sent: a line in the other language keeps
            its own direction (its full stop at its end). */}
        {n.message ? (
          <p className="notice__message" dir="auto">
            {n.message}
          </p>
        ) : null}
      </div>
      <div className="notice__side">
        <time className="notice__time" dateTime={n.createdAt}>
          {time}
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
