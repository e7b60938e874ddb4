import { createTranslator } from '@/i18n';

/**
 * The profile's "Your data" section: the download and the account's deletion, in both languages.
 * They load with the profile page, not with the storefront's catalogues.
 */
const en = {
  heading: 'Your data',
  downloadIntro:
    'Download a copy of everything we hold about you: your profile, addresses, orders, returns, wallet and notifications, as a JSON file.',
  download: 'Download my data',
  downloading: 'Preparing…',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteHeading: 'Delete my account',
  deleteIntro:
    'Deleting your account signs you out everywhere and erases your name, email, phone, addresses, bag, wishlist and notifications. The tax invoices and credit notes of your orders are kept, as the law requires.',
  deleteStart: 'Delete my account',
  sending: 'Sending the code…',
  codeIntro: 'We have sent a 6-digit code to {email}. Enter it to delete your account.',
  walletWarning: 'Your wallet balance of {amount} will be given up.',
  code: 'Code',
  invalidCode: 'Invalid code',
  confirm: 'Delete my account for good',
  deleting: 'Deleting…',
  cancel: 'Keep my account',
  resend: 'Send a new code',
  deleted: 'Your account is deleted. We are sorry to see you go.',
} as const;

const ar: Record<keyof typeof en, string> = {
  heading: 'بياناتك',
  downloadIntro:
    'نزّل نسخة من كل ما نحتفظ به عنك: ملفك الشخصي وعناوينك وطلباتك ومرتجعاتك ومحفظتك وإشعاراتك، في ملف JSON.',
  download: 'تنزيل بياناتي',
  downloading: 'جارٍ التجهيز…',
  downloadFailed: 'تعذّر تنزيل بياناتك. يُرجى المحاولة مرة أخرى.',
  deleteHeading: 'حذف حسابي',
  deleteIntro:
    'يؤدي حذف حسابك إلى تسجيل خروجك من كل الأجهزة ومحو اسمك وبريدك الإلكتروني وهاتفك وعناوينك وحقيبتك وقائمة أمنياتك وإشعاراتك. ونحتفظ بالفواتير الضريبية والإشعارات الدائنة لطلباتك كما يوجب القانون.',
  deleteStart: 'حذف حسابي',
  sending: 'جارٍ إرسال الرمز…',
  codeIntro: 'أرسلنا رمزًا من 6 أرقام إلى {email}. أدخله لحذف حسابك.',
  walletWarning: 'ستتنازل عن رصيد محفظتك البالغ {amount}.',
  code: 'الرمز',
  invalidCode: 'رمز غير صحيح',
  confirm: 'حذف حسابي نهائيًا',
  deleting: 'جارٍ الحذف…',
  cancel: 'الإبقاء على حسابي',
  resend: 'إرسال رمز جديد',
  deleted: 'حُذف حسابك. يؤسفنا رحيلك.',
};

export const { t: accountRightsText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const accountRightsCatalogues = { en, ar };
