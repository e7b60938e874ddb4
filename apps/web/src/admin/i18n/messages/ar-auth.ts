import type { enAdminAuth } from './en-auth';

/** /admin/login in Arabic. */
export const arAdminAuth: Record<keyof typeof enAdminAuth, string> = {
  'login.documentTitle': 'دخول الإدارة',
  'login.title': 'دخول الإدارة',
  'login.subtitle': 'سجّل الدخول لإدارة لوحة تحكم سوق ستايل.',
  'login.username': 'اسم المستخدم',
  'login.password': 'كلمة المرور',
  'login.submit': 'تسجيل الدخول',
  'login.submitting': 'جارٍ تسجيل الدخول…',
  'login.empty': 'يرجى إدخال اسم المستخدم وكلمة المرور.',
  'login.failed': 'فشل تسجيل الدخول',
  'login.error': 'حدث خطأ. يرجى المحاولة لاحقًا.',
  'login.success': 'تم تسجيل الدخول بنجاح',
};
