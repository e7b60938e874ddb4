export {
  creditCardRefund,
  creditForCancel,
  creditForReturn,
  issueCreditNote,
  issueInvoice,
  issueInvoiceOnDelivery,
  orderSetting,
  paidAtPlacement,
} from './invoice-issuing';
export { creditNoteFromSource, creditNotesOf, invoiceNumbersOf } from './invoice-repository';
export { taxDocumentRoutes } from './tax-document-routes';
export { taxDocumentsOf } from './tax-documents';
