import type { AccountMessageKey } from './api-messages-en';

/** The Arabic of ACCOUNT_MESSAGES_EN (api-messages-en-account.ts), by the same keys. */
export const ACCOUNT_MESSAGES_AR: Record<AccountMessageKey, string> = {
  'account.deletion_code_sent': 'أرسلنا رمزًا من 6 أرقام إلى بريدك الإلكتروني. أدخله لحذف حسابك.',
  'account.deleted':
    'حُذف حسابك ومُحيت بياناتك الشخصية. نحتفظ بالفواتير الضريبية التي يوجبها القانون.',
  'account.erased_by_owner': 'أُغلق حساب العميل ومُحيت بياناته الشخصية.',
  ACCOUNT_CLOSED: 'هذا الحساب مغلق بالفعل.',
  OPEN_ORDER: 'الطلب {ref} لم يُسلَّم بعد. يمكن حذف الحساب بعد تسليم الطلب أو إلغائه.',
  OPEN_RETURN: 'طلب الإرجاع {ref} ما زال مفتوحًا. يمكن حذف الحساب بعد اكتمال الإرجاع.',
  CARD_PAYMENT_PENDING:
    'ما زالت عملية دفع بالبطاقة قيد التسوية. يمكن حذف الحساب بعد 15 دقيقة، حين يُنشأ طلبها أو يُستردّ مبلغها.',
};
