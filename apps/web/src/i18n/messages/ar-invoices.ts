import type { enInvoices } from './en-invoices';

/** My Orders: the tax invoice's download, in Arabic. */
export const arInvoices: Record<keyof typeof enInvoices, string> = {
  'orders.downloadInvoice': 'تنزيل الفاتورة',
  'orders.downloadInvoiceOf': '{number} للطلب {id}',
  'orders.downloadingInvoice': 'جارٍ التنزيل…',
  'orders.invoiceFailed': 'تعذّر تنزيل الفاتورة. يُرجى المحاولة مرة أخرى.',
};
