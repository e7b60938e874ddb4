import type { enInvoices } from './en-invoices';

/** My Orders: the tax invoice's and the credit notes' downloads, in Arabic. */
export const arInvoices: Record<keyof typeof enInvoices, string> = {
  'orders.downloadInvoice': 'تنزيل الفاتورة',
  'orders.documentOf': '{number} للطلب {id}',
  'orders.downloadingInvoice': 'جارٍ التنزيل…',
  'orders.invoiceFailed': 'تعذّر تنزيل الفاتورة. يُرجى المحاولة مرة أخرى.',
  'orders.downloadCreditNote': 'تنزيل إشعار الدائن',
  'orders.creditNoteFailed': 'تعذّر تنزيل إشعار الدائن. يُرجى المحاولة مرة أخرى.',
};
