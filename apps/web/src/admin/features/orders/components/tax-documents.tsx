import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { formatDate } from '@/admin/lib/admin-date';
import { at } from '@/admin/i18n';
import { adminApi } from '@/admin/lib/admin-api';
import { useCan } from '@/admin/lib/admin-member';
import type { AdminOrder } from '@store/domain/contract';
import { formatAed } from '@/admin/lib/admin-format';

/** The order's invoice and credit notes with their downloads, and the courier's packing slip. */
export function TaxDocuments({ order }: { order: AdminOrder }) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  // Tax documents for roles that read invoices; the packing slip for those who pack.
  const can = useCan();
  const base = `/admin/orders/${encodeURIComponent(order._id)}`;
  const download = async (key: string, path: string) => {
    setBusy(key);
    try {
      await adminApi.download(path);
    } catch {
      toast(at('taxDocs.failed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  const button = (key: string, path: string, label: string, text = at('taxDocs.download')) => (
    <button
      type="button"
      className="button button--secondary admin-button"
      aria-label={label}
      disabled={busy !== null}
      onClick={() => void download(key, path)}
    >
      {text}
    </button>
  );
  return (
    <section className="order-details__section order-details__tax-documents">
      <h3 className="order-details__title">{at('taxDocs.title')}</h3>
      <ul className="tax-documents" role="list">
        {order.invoice ? (
          <li className="tax-documents__row">
            <span>
              {at('taxDocs.invoice', { number: order.invoice.number })}{' '}
              <small>
                {at('taxDocs.issued', { date: formatDate(order.invoice.issuedAt, true) })}
              </small>
            </span>
            {can('invoices:read') &&
              button(
                'invoice',
                `${base}/invoice`,
                at('taxDocs.downloadInvoice', { number: order.invoice.number }),
              )}
          </li>
        ) : (
          <li className="tax-documents__row">{at('taxDocs.noInvoice')}</li>
        )}
        {(order.creditNotes ?? []).map((note) => (
          <li key={note.number} className="tax-documents__row">
            <span>
              {at('taxDocs.creditNote', { number: note.number, amount: formatAed(note.amount) })}{' '}
              <small>{note.reason}</small>
            </span>
            {can('invoices:read') &&
              button(
                note.number,
                `${base}/credit-notes/${note.number}`,
                at('taxDocs.downloadCreditNote', { number: note.number }),
              )}
          </li>
        ))}
      </ul>
      {can('orders:packing-slips')
        ? button(
            'slip',
            `${base}/packing-slip`,
            at('taxDocs.packingSlip'),
            at('taxDocs.packingSlip'),
          )
        : null}
    </section>
  );
}
