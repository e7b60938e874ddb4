/** My Orders: the tax invoice's download (issue 28). */
export const enInvoices = {
  'orders.downloadInvoice': 'Download invoice',
  'orders.downloadInvoiceLabel': 'Download tax invoice {number} of order {id}',
  'orders.downloadingInvoice': 'Downloading…',
  'orders.invoiceFailed': 'The invoice could not be downloaded. Please try again.',
} as const;
