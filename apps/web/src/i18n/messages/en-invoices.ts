/** My Orders: the tax invoice's download (issue 28). */
export const enInvoices = {
  'orders.downloadInvoice': 'Download invoice',
  /** Read after the button's words by screen readers only: 'Download invoice INV-000012 of order …'. */
  'orders.downloadInvoiceOf': '{number} of order {id}',
  'orders.downloadingInvoice': 'Downloading…',
  'orders.invoiceFailed': 'The invoice could not be downloaded. Please try again.',
} as const;
