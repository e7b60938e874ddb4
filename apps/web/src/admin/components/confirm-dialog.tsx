import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { at } from '../i18n';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The question or statement ('Are you sure you want to delete "Linen Shirt"?'). */
  message: ReactNode;
  /** A second line ('This action cannot be undone.'). */
  detail?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy` ('Deleting…'). */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Danger paints the confirm button as destructive (delete, cancel order). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  /** Cancel, Escape, the close button and a click on the overlay all land here. */
  onClose: () => void;
  /** Extra content between the message and the buttons (a code field, a reason). */
  children?: ReactNode;
};

/** A yes/no question over the page, on the shared modal (focus kept inside, Escape closes). */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  busyLabel = at('confirm.working'),
  cancelLabel = at('confirm.cancel'),
  busy = false,
  tone = 'primary',
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={at('confirm.close')}
      className="confirm-dialog"
      footer={
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {cancelLabel}
          </button>
          <Button
            className={tone === 'danger' ? 'button--danger' : undefined}
            onClick={onConfirm}
            busy={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      }
    >
      <p className="confirm-dialog__message">{message}</p>
      {detail ? <p className="confirm-dialog__detail">{detail}</p> : null}
      {children}
    </Dialog>
  );
}
