import type { PayLaterMessageKey } from './api-messages-en';

/** The Arabic of api-messages-en-pay-later.ts, key by key. */
export const PAY_LATER_MESSAGES_AR: Record<PayLaterMessageKey, string> = {
  TABBY_OFF: 'الدفع عبر تابي غير متاح في هذا المتجر. يرجى اختيار طريقة دفع أخرى.',
  TABBY_UNAVAILABLE:
    'خدمة تابي غير متاحة حاليًا. يرجى المحاولة مرة أخرى بعد قليل أو اختيار طريقة دفع أخرى.',
  TABBY_NOT_OFFERED: 'لا يمكن الدفع عبر تابي لهذا الطلب. يرجى اختيار طريقة دفع أخرى.',
  'tabby.header_missing': 'لا يحمل الإشعار الترويسة المسجّلة.',
  'tabby.payment_missing': 'الدفعة غير محددة',
  'tabby.result_unknown': 'النتيجة غير معروفة',
  'tabby.language_unknown': 'اللغة غير معروفة',
  'tabby.not_tabby_order': 'لم يُدفع هذا الطلب عبر تابي أو تمارا.',
  'tabby.capture_not_owed': 'لا توجد عملية تحصيل معلّقة لهذا الطلب لإعادة محاولتها.',
  REFUND_NOT_OWED: 'لا توجد عملية استرداد معلّقة لهذا الطلب لإعادة محاولتها.',
  TABBY_REFUND_FROM_CONSOLE: 'يُردّ مبلغ المرتجع لطلب مدفوع عبر تابي إلى تابي من لوحة التحكم.',
  TAMARA_OFF: 'الدفع عبر تمارا غير متاح في هذا المتجر. يرجى اختيار طريقة دفع أخرى.',
  TAMARA_UNAVAILABLE:
    'خدمة تمارا غير متاحة حاليًا. يرجى المحاولة مرة أخرى بعد قليل أو اختيار طريقة دفع أخرى.',
  TAMARA_NOT_OFFERED: 'لا يمكن الدفع عبر تمارا لهذا الطلب. يرجى اختيار طريقة دفع أخرى.',
  'tamara.token_invalid': 'لا يحمل الإشعار رمز تمارا صالحًا.',
  'tamara.instalments': 'تُقسَّم الدفعة عبر تمارا على 3 أو 4 دفعات',
  TAMARA_REFUND_FROM_CONSOLE: 'يُردّ مبلغ المرتجع لطلب مدفوع عبر تمارا إلى تمارا من لوحة التحكم.',
  REFUND_IN_PROGRESS: 'يجري تنفيذ عملية الاسترداد هذه. يرجى التحقق مرة أخرى بعد قليل.',
};
