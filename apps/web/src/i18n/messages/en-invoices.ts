/** My Orders: the tax invoice's and the credit notes' downloads. */
export const enInvoices = {
  'orders.downloadInvoice': 'Download invoice',
  /**
   * Read after a download button's words by screen readers only ('Download invoice INV-000012 of
   * order …'), so the name holds what a sighted user reads and says with voice control.
   */
  'orders.documentOf': '{number} of order {id}',
  'orders.downloadingInvoice': 'Downloading…',
  'orders.invoiceFailed': 'The invoice could not be downloaded. Please try again.',
  'orders.downloadCreditNote': 'Download credit note',
  'orders.creditNoteFailed': 'The credit note could not be downloaded. Please try again.',
} as const;
