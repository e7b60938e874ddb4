import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

import { Icon } from './icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Sticky actions under the scrolling body (e.g. 'Show 12 products'). */
  footer?: ReactNode;
  /** A drawer sliding in from the inline start or end, or a sheet that fills a phone's screen. */
  placement?: 'start' | 'end' | 'sheet';
  className?: string;
  /**
   * Keeps the content drawn while closed (hidden with the dialog), so opening it only shows it:
   * for a sheet whose content costs a tap's time to draw.
   */
  keepMounted?: boolean;
};

/**
 * A modal on the native <dialog>: `showModal()` makes the page behind it inert (focus stays
 * inside), Escape closes it and the browser returns focus to the control that opened it.
 * A click on the backdrop closes it too.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  placement = 'sheet',
  className,
  keepMounted = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Taken off the page while open (a dialog its owner renders only while open), it closes first:
  // the browser then gives focus back to the control that opened it, where removed it would drop
  // focus to <body>. A layout effect's cleanup runs before React removes the element.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  // Clicks on the dialog element itself (not its content) land on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  // The page behind a modal dialog is inert, but Tab would still leave for the browser's own
  // controls: wrap it from the last focusable control to the first, and back.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={['dialog', `dialog--${placement}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      // Escape: the 'close' event comes a task later, when the dialog may have been opened
      // again (a quick second Enter); closing on 'cancel' and ignoring a late 'close' for an
      // open dialog keeps what is shown and the state in step.
      onCancel={onClose}
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </div>
        <div className="dialog__body">{open || keepMounted ? children : null}</div>
        {footer ? <div className="dialog__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
