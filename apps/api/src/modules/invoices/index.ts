export { sendFile, sendPdf } from './downloads';
export { packingSlipPdf } from './invoice-pdf';
export {
  creditCardRefund,
  creditForCancel,
  creditForReturn,
  issueCreditNote,
} from './credit-notes';
export { issueInvoice, orderSetting, paidAtPlacement } from './invoice-issuing';
export type { InvoicedItem, InvoicedOrder } from './invoice-issuing';
export { creditNoteFromSource, creditNotesOf, invoiceNumbersOf } from './invoice-repository';
export { taxDocumentRoutes } from './tax-document-routes';
export { creditNotePdfOf, invoicePdfOf, taxDocumentsOf } from './tax-documents';
export type { PdfFile, TaxDocumentsJson } from './tax-documents';
