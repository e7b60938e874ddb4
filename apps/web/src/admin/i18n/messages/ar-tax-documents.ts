import type { enAdminTaxDocuments } from './en-tax-documents';

/** The order's tax documents and the Reports page, in Arabic. */
export const arAdminTaxDocuments: Record<keyof typeof enAdminTaxDocuments, string> = {
  'nav.reports': 'التقارير',
  'taxDocs.title': 'المستندات الضريبية',
  'taxDocs.invoice': 'الفاتورة الضريبية {number}',
  'taxDocs.issued': 'صدرت في {date}',
  'taxDocs.noInvoice': 'لا توجد فاتورة ضريبية بعد: تصدر فاتورة طلب الدفع عند الاستلام عند تسليمه.',
  'taxDocs.creditNote': 'إشعار دائن {number}: {amount}',
  'taxDocs.download': 'تنزيل',
  'taxDocs.downloadInvoice': 'تنزيل الفاتورة الضريبية {number}',
  'taxDocs.downloadCreditNote': 'تنزيل الإشعار الدائن {number}',
  'taxDocs.packingSlip': 'طباعة قائمة التعبئة',
  'taxDocs.failed': 'تعذّر تنزيل المستند. يُرجى المحاولة مرة أخرى.',
  'reports.title': 'التقارير',
  'reports.description':
    'ضريبة المخرجات في الإقرار الضريبي لشهر بتوقيت دبي: المبيعات الخاضعة للنسبة الأساسية حسب إمارة عنوان التوصيل بعد خصومات العروض الترويجية المبيّنة بجانبها، مطروحًا منها الإشعارات الدائنة الصادرة في ذلك الشهر.',
  'reports.month': 'الشهر',
  'reports.downloadCsv': 'تنزيل ملف CSV',
  'reports.loadFailed': 'تعذّر تحميل تقرير ضريبة القيمة المضافة',
  'reports.tableLabel': 'أرقام الإقرار الضريبي لشهر {month}',
  'reports.emirate': 'الإمارة',
  'reports.salesBeforeDiscountNet': 'المبيعات قبل الخصومات دون الضريبة',
  'reports.discountNet': 'الخصومات دون الضريبة',
  'reports.salesNet': 'المبيعات دون الضريبة',
  'reports.salesVat': 'ضريبة المبيعات',
  'reports.adjustmentNet': 'الإشعارات الدائنة دون الضريبة',
  'reports.adjustmentVat': 'تعديل الضريبة',
  'reports.totalNet': 'صافي المبيعات',
  'reports.totalVat': 'صافي الضريبة',
  'reports.total': 'الإجمالي',
  'reports.csvFailed': 'تعذّر تنزيل ملف CSV. يُرجى المحاولة مرة أخرى.',
};
