import type { enAdminShell } from './en-shell';

/** The console's frame and shared pieces in Arabic. */
export const arAdminShell: Record<keyof typeof enAdminShell, string> = {
  'admin.name': 'إدارة سوق ستايل',
  'admin.documentTitle': '{page} · إدارة سوق ستايل',
  'admin.skipToContent': 'انتقل إلى المحتوى',
  'admin.loadingPage': 'جارٍ تحميل الصفحة…',
  'admin.viewStore': 'عرض المتجر',
  'admin.testPaymentsTitle': 'المدفوعات التجريبية مفعّلة.',
  'admin.testPaymentsText':
    'تمر مدفوعات البطاقات عبر مزوّد الاختبار المدمج (CARD_PROVIDER=test): لا تُخصم أموال حقيقية، لذا فطلبات البطاقات غير مدفوعة فعليًا. أضف مفاتيح Stripe قبل البدء بالبيع.',

  'nav.label': 'لوحة التحكم',
  'nav.dashboard': 'لوحة المعلومات',
  'nav.orders': 'الطلبات',
  'nav.returns': 'المرتجعات',
  'nav.offers': 'إضافة عروض',
  'nav.products': 'المنتجات',
  'nav.addProduct': 'إضافة منتج',
  'nav.manageProduct': 'إدارة المنتجات',
  'nav.customers': 'العملاء',
  'nav.logout': 'تسجيل الخروج',
  'nav.collapse': 'طي الشريط الجانبي',
  'nav.expand': 'توسيع الشريط الجانبي',
  'nav.openMenu': 'فتح القائمة',
  'nav.closeMenu': 'إغلاق القائمة',
  'nav.menuTitle': 'القائمة',

  'session.expired': 'انتهت الجلسة. يرجى تسجيل الدخول مجددًا.',
  'session.loggedOut': 'تم تسجيل خروجك.',

  'state.loading': 'جارٍ التحميل…',
  'state.errorTitle': 'حدث خطأ ما',
  'state.retry': 'حاول مجددًا',

  'stat.changeUp': '▲ {change}%',
  'stat.changeDown': '▼ {change}%',
  'stat.changeFlat': '0%',
  'stat.changeLabel': '{direction} {change}% مقارنةً بالشهر الماضي',
  'stat.up': 'ارتفاع',
  'stat.down': 'انخفاض',
  'stat.unchanged': 'دون تغيير،',

  'table.showDetails': 'عرض تفاصيل {name}',
  'table.hideDetails': 'إخفاء تفاصيل {name}',
  'table.details': 'التفاصيل',

  'pager.label': 'الصفحات',
  'pager.previous': 'الصفحة السابقة',
  'pager.next': 'الصفحة التالية',
  'pager.page': 'الصفحة {page}',
  'pager.summary': 'الصفحة {page} من {pages}',

  'search.clear': 'مسح البحث',

  'confirm.cancel': 'إلغاء',
  'confirm.close': 'إغلاق',
  'confirm.working': 'جارٍ التنفيذ…',
  'code.checking': 'جارٍ التحقق من الرمز…',
  'code.validFor': 'الرمز صالح لمدة {time}',
  'code.validUntilToday': 'الرمز صالح حتى الساعة {time} اليوم',
  'code.validUntilTomorrow': 'الرمز صالح حتى الساعة {time} غداً',
  'code.validUntilDate': 'الرمز صالح حتى الساعة {time} يوم {date}',
  'codeNotice.validFor': 'الرمز صالح لنحو {minutes} دقيقة.',
  'codeNotice.ending': 'بقي أقل من {seconds} ثانية لإدخال الرمز.',
  'codeNotice.expired': 'انتهت صلاحية الرمز. أرسل رمزًا جديدًا للمتابعة.',

  'status.placed': 'طلب جديد',
  'status.shipped': 'تم الشحن',
  'status.out-for-delivery': 'خرج للتوصيل',
  'status.delivered': 'تم التسليم',
  'status.cancelled': 'ملغى',
  'status.refunded': 'مُسترد',

  'notFound.title': 'الصفحة غير موجودة',
  'notFound.text': 'صفحة لوحة التحكم هذه غير موجودة.',
  'notFound.back': 'العودة إلى لوحة المعلومات',
  'error.title': 'حدث خطأ ما',
  'error.text': 'يرجى تحديث الصفحة أو المحاولة بعد قليل.',
};
