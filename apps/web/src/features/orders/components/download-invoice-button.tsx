import { useState } from 'react';

import { useToast } from '../../../components/ui/toast';
import { t } from '../../../i18n';
import { apiDownload } from '../../../lib/api-client';
import type { Order } from '../../checkout';

/**
 * 'Download invoice' on an invoiced order: the tax invoice PDF, saved under its number. Screen
 * readers hear the invoice and order after the words shown, so the button's name holds what a
 * sighted user reads (and says, with voice control) and still tells one order's from another's.
 */
export function DownloadInvoiceButton({ order }: { order: Order }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!order.invoiceNumber) return null;
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(`/order/${encodeURIComponent(order._id)}/invoice`);
    } catch {
      toast(t('orders.invoiceFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary order-card__invoice"
      disabled={busy}
      onClick={() => void download()}
    >
      {busy ? t('orders.downloadingInvoice') : t('orders.downloadInvoice')}
      <span className="sr-only">
        {' '}
        {t('orders.downloadInvoiceOf', { number: order.invoiceNumber, id: order.orderid })}
      </span>
    </button>
  );
}
