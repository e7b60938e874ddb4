/** My Orders: the tax invoice's and the credit notes' downloads. */
export const enInvoices = {
  'orders.downloadInvoice': 'Download invoice',
  'orders.downloadInvoiceLabel': 'Download tax invoice {number} of order {id}',
  'orders.downloadingInvoice': 'Downloading…',
  'orders.invoiceFailed': 'The invoice could not be downloaded. Please try again.',
  'orders.downloadCreditNote': 'Download credit note',
  'orders.downloadCreditNoteLabel': 'Download tax credit note {number} of order {id}',
  'orders.creditNoteFailed': 'The credit note could not be downloaded. Please try again.',
} as const;
