import { useState, type ReactNode } from 'react';

import { useToast } from '@/components/ui/toast';
import { apiDownload } from '@/lib/api-client';
import type { Order } from '@/features/checkout';
import { taxDocumentText as t } from '../i18n/tax-document-text';

type DownloadButtonProps = {
  path: string;
  /** Read after the visible words by screen readers only: which document of which order. */
  detail: string;
  failed: string;
  className: string;
  children: ReactNode;
};

/** One tax document's download: the PDF, saved under its number; a toast when it fails. */
function DownloadButton({ path, detail, failed, className, children }: DownloadButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(path);
    } catch {
      toast(failed, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`button button--secondary ${className}`}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? t('downloadingInvoice') : children}
      <span className="sr-only"> {detail}</span>
    </button>
  );
}

/**
 * 'Download invoice' on an invoiced order, and 'Download credit note' for each credit note
 * (a cancelled paid order, a return credited to the wallet).
 */
export function TaxDocumentButtons({ order }: { order: Order }) {
  const orderPath = `/order/${encodeURIComponent(order._id)}`;
  const notes = order.creditNotes ?? [];
  return (
    <>
      {order.invoiceNumber ? (
        <DownloadButton
          path={`${orderPath}/invoice`}
          detail={t('documentOf', { number: order.invoiceNumber, id: order.orderid })}
          failed={t('invoiceFailed')}
          className="order-card__invoice"
        >
          {t('downloadInvoice')}
        </DownloadButton>
      ) : null}
      {notes.map((note) => (
        <DownloadButton
          key={note.number}
          path={`${orderPath}/credit-notes/${encodeURIComponent(note.number)}`}
          detail={t('documentOf', { number: note.number, id: order.orderid })}
          failed={t('creditNoteFailed')}
          className="order-card__credit-note"
        >
          {t('downloadCreditNote')}
          {notes.length > 1 ? (
            <>
              {' '}
              <bdi dir="ltr">{note.number}</bdi>
            </>
          ) : null}
        </DownloadButton>
      ))}
    </>
  );
}
