import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from '@/lib/router';

import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import { t } from '@/i18n';
import { useAuth } from '../hooks/use-auth';
import type { User } from '@store/domain/contract';
import '../profile-menu.css';

const CLOSE_DELAY_MS = 150;

/**
 * The signed-in shopper's popup in the header. It opens on hover like the original and
 * also on click, tap and keyboard; Escape, a click outside or leaving focus closes it.
 */
export function ProfileMenu({ user, hasUnread }: { user: User; hasUnread: boolean }) {
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after hover opened the menu means "open", not "toggle shut".
  const openedByHover = useRef(false);
  const panelId = useId();
  const firstName = user.fullname.trim().split(/\s+/)[0] ?? user.fullname;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onTriggerClick = () => {
    const pin = openedByHover.current;
    openedByHover.current = false;
    setOpen((v) => pin || !v);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      triggerRef.current?.focus();
    }
  };
  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className="profile-menu"
      onMouseEnter={show}
      onMouseLeave={() => {
        openedByHover.current = false;
        hideSoon();
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="profile-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.profileMenu', { name: user.fullname })}
        onClick={onTriggerClick}
      >
        <span className="profile-menu__icon">
          <Icon name="user" />
          {hasUnread ? <span className="unread-dot" aria-hidden="true" /> : null}
        </span>
        <span className="profile-menu__name">{firstName}</span>
      </button>
      <div id={panelId} className="profile-menu__panel" hidden={!open}>
        <div className="profile-menu__who">
          <p className="profile-menu__fullname">{user.fullname}</p>
          {user.phoneno ? (
            <p className="profile-menu__phone">
              <PhoneNumber value={user.phoneno} />
            </p>
          ) : null}
        </div>
        <ul className="profile-menu__links" role="list">
          <li>
            <Link to="/profile" onClick={close}>
              {t('header.myProfile')}
            </Link>
          </li>
          <li>
            <Link to="/orders" onClick={close}>
              {t('header.orders')}
            </Link>
          </li>
          <li>
            <Link to="/notifications" onClick={close}>
              {t('header.notification')}
              {hasUnread ? (
                <>
                  <span className="unread-dot unread-dot--inline" aria-hidden="true" />
                  <span className="sr-only">{t('header.unread')}</span>
                </>
              ) : null}
            </Link>
          </li>
          <li>
            <Link to="/wallet" onClick={close}>
              {t('header.wallet')}
            </Link>
          </li>
        </ul>
        <button
          type="button"
          className="profile-menu__logout"
          onClick={() => {
            close();
            logout();
          }}
        >
          {t('header.logout')}
        </button>
      </div>
    </div>
  );
}
