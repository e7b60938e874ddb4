import type { enAdminCustomerData } from './en-customer-data';

/** The customer page's "Data and account" in Arabic. */
export const arAdminCustomerData: Record<keyof typeof enAdminCustomerData, string> = {
  'customerData.title': 'البيانات والحساب',
  'customerData.intro':
    'نزّل كل ما يحتفظ به المتجر عن هذا العميل، كما يستطيع العميل أن ينزّله من ملفه الشخصي.',
  'customerData.download': 'تنزيل البيانات',
  'customerData.downloading': 'جارٍ التجهيز…',
  'customerData.downloadFailed': 'تعذّر تنزيل البيانات. يُرجى المحاولة مرة أخرى.',
  'customerData.eraseIntro':
    'يؤدي إغلاق الحساب إلى تسجيل خروج العميل ومحو اسمه وبريده الإلكتروني وهاتفه وعناوينه وحقيبته وقائمة أمنياته وإشعاراته. وتبقى الطلبات والفواتير الضريبية والإشعارات الدائنة بما طُبع عليها.',
  'customerData.erase': 'إغلاق الحساب ومحو بياناته',
  'customerData.eraseTitle': 'إغلاق هذا الحساب ومحو بياناته؟',
  'customerData.eraseQuestion': 'هل تريد إغلاق حساب {name} ومحو بياناته الشخصية؟',
  'customerData.eraseDetail':
    'لا يمكن التراجع عن ذلك. يُتنازل عن أي رصيد في المحفظة، ويصبح البريد الإلكتروني متاحًا للتسجيل من جديد.',
  'customerData.erasing': 'جارٍ المحو…',
  'customerData.erased': 'أُغلق الحساب ومُحيت بياناته الشخصية.',
  'customerData.eraseFailed': 'تعذّر محو الحساب',
  'customerData.closed': 'أُغلق في {date}: مُحيت البيانات الشخصية لهذا الحساب.',
};
