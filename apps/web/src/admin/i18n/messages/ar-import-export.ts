import type { ArabicPluralForms } from '../index';
import type { enAdminImportExport } from './en-import-export';

type Key = keyof typeof enAdminImportExport;

/** Arabic of en-import-export.ts. */
export const arAdminImportExport: Record<Key, string> & ArabicPluralForms<Key> = {
  'nav.importExport': 'الاستيراد والتصدير',
  'importExport.title': 'الاستيراد والتصدير',
  'importExport.description': 'نزّل الكتالوج أو الطلبات بصيغة CSV، وحمّل الكتالوج من ملف CSV.',
  'importExport.exportTitle': 'تصدير المنتجات',
  'importExport.exportHint':
    'صف لكل خيار (لون ومقاس): رمز المنتج، والأسماء، والعلامة التجارية، والفئة، والجنس، والأسعار بالدرهم، والخصم، والأوصاف، واللون، والمقاس، ورمز SKU، والمخزون، وروابط الصور. عدّله في جدول بيانات ثم استورده.',
  'importExport.downloadProducts': 'تنزيل ملف CSV للمنتجات',
  'importExport.importTitle': 'استيراد المنتجات',
  'importExport.importHint':
    'ملف CSV بنفس شكل التصدير. الصفوف التي تحمل رمز منتج تحدّث ذلك المنتج، والصفوف من دونه تضيف منتجًا جديدًا. يُفحص كل صف أولًا: إن كان في أي صف مشكلة فلن يُستورد شيء، وتُعرض كل مشكلة مع رقم سطرها.',
  'importExport.fileLabel': 'ملف CSV',
  'importExport.importButton': 'استيراد',
  'importExport.chooseFile': 'اختر ملف CSV لاستيراده.',
  'importExport.uploadFailed': 'تعذّر إرسال الملف. يرجى المحاولة مجددًا.',
  // Arabic counts have six forms (Intl.PluralRules('ar')): 0, 1, 2, 3–10, 11–99, and 100 on.
  'importExport.imported':
    'تم استيراد {rows}: {created}، وحُدّث {updated}، وبقي {unchanged} دون تغيير.',
  'importExport.rows.one': 'صف واحد',
  'importExport.rows.two': 'صفّين',
  'importExport.rows.few': '{count} صفوف',
  'importExport.rows.many': '{count} صفًا',
  'importExport.rows.other': '{count} صف',
  'importExport.created.zero': 'لم يُضف أي منتج',
  'importExport.created.one': 'أُضيف منتج واحد',
  'importExport.created.two': 'أُضيف منتجان',
  'importExport.created.few': 'أُضيف {count} منتجات',
  'importExport.created.many': 'أُضيف {count} منتجًا',
  'importExport.created.other': 'أُضيف {count} منتج',
  'importExport.errorsLabel': 'المشكلات في الملف',
  'importExport.line': 'السطر',
  'importExport.column': 'العمود',
  'importExport.problem': 'المشكلة',
  'importExport.ordersTitle': 'تصدير الطلبات',
  'importExport.ordersHint':
    'الطلبات التي تعرضها صفحة إدارة الطلبات للحالة والتاريخ المختارين، الأحدث أولًا.',
  'importExport.downloadOrders': 'تنزيل ملف CSV للطلبات',
  'importExport.exportCsv': 'تصدير CSV',
  'importExport.downloadFailed': 'تعذّر التنزيل. يرجى المحاولة مجددًا.',
};
