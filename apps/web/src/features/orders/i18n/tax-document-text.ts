import { createTranslator } from '@/i18n';

/**
 * The tax invoice's and the credit notes' download buttons, in both languages. They load with My
 * Orders, not with the storefront's catalogues, so no page's first script carries them.
 */
const en = {
  downloadInvoice: 'Download invoice',
  /**
   * Read after a download button's words by screen readers only ('Download invoice INV-000012 of
   * order …'), so the name holds what a sighted user reads and says with voice control.
   */
  documentOf: '{number} of order {id}',
  downloadingInvoice: 'Downloading…',
  invoiceFailed: 'The invoice could not be downloaded. Please try again.',
  downloadCreditNote: 'Download credit note',
  creditNoteFailed: 'The credit note could not be downloaded. Please try again.',
} as const;

const ar: Record<keyof typeof en, string> = {
  downloadInvoice: 'تنزيل الفاتورة',
  documentOf: '{number} للطلب {id}',
  downloadingInvoice: 'جارٍ التنزيل…',
  invoiceFailed: 'تعذّر تنزيل الفاتورة. يُرجى المحاولة مرة أخرى.',
  downloadCreditNote: 'تنزيل إشعار الدائن',
  creditNoteFailed: 'تعذّر تنزيل إشعار الدائن. يُرجى المحاولة مرة أخرى.',
};

export const { t: taxDocumentText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const taxDocumentCatalogues = { en, ar };
