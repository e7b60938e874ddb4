import type { TwoStepMessageKey } from './api-messages-en';

/** The Arabic of api-messages-en-two-step.ts, key by key. */
export const TWO_STEP_MESSAGES_AR: Record<TwoStepMessageKey, string> = {
  SIGN_IN_STEP_EXPIRED: 'انتهت صلاحية خطوة تسجيل الدخول. يرجى تسجيل الدخول مجددًا.',
  INVALID_TWO_STEP_CODE: 'الرمز غير صحيح. تحقّق من تطبيق المصادقة وحاول مرة أخرى.',
  TWO_STEP_CODE_USED: 'استُخدم هذا الرمز من قبل. انتظر الرمز التالي في التطبيق.',
  TWO_STEP_ALREADY_ON: 'التحقق بخطوتين مفعّل بالفعل.',
  TWO_STEP_NOT_STARTED: 'ابدأ إعداد التحقق بخطوتين أولًا.',
  TWO_STEP_OFF: 'التحقق بخطوتين غير مفعّل.',
  TWO_STEP_REQUIRED: 'لا يمكن إيقاف التحقق بخطوتين ما دام إلزاميًا.',
  TWO_STEP_OWN_FIRST: 'فعّل التحقق بخطوتين لحسابك أولًا.',
  PASSKEY_REFUSED: 'تعذّر التحقق من مفتاح المرور. يرجى المحاولة مرة أخرى.',
  PASSKEY_EXISTS: 'مفتاح المرور هذا مضاف بالفعل.',
  PASSKEY_NOT_FOUND: 'مفتاح المرور غير موجود',
  'two_step.account_not_found': 'الحساب غير موجود',
  'two_step.code_or_backup_code':
    'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو رمزًا احتياطيًا.',
  'two_step.code_from_app': 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
  'two_step.policy_true_or_false': 'يجب أن تكون قيمة twoStepRequired صحيحة أو خاطئة',
  'two_step.passkey_unreadable': 'تعذّرت قراءة ردّ مفتاح المرور. يرجى المحاولة مرة أخرى.',
  'two_step.passkey_name_required': 'أدخل اسمًا لمفتاح المرور.',
  'two_step.passkey_name_too_long': 'يجب ألا يزيد اسم مفتاح المرور على {max} حرفًا.',
};
