import type { StaffMessageKey } from './api-messages-en';

/**
 * The back office's staff messages in Arabic, by the keys of api-messages-en-staff.ts. Part of
 * API_MESSAGES_AR (api-messages-ar.ts).
 */
export const STAFF_MESSAGES_AR: Record<StaffMessageKey, string> = {
  PERMISSION_DENIED:
    'دورك لا يسمح بهذا الإجراء، فهو يتطلب الصلاحية {permission}. تواصل مع مالك المتجر.',
  ACCOUNT_DEACTIVATED: 'حساب الموظف هذا معطّل. تواصل مع مالك المتجر.',
  GRANT_NOT_HELD: 'لا يمكنك منح صلاحيات لا تملكها: {permissions}.',
  LAST_OWNER: 'يحتاج المتجر إلى مالك نشط واحد على الأقل، فاجعل عضوًا آخر مالكًا أولًا.',
  OWN_TWO_STEP_RESET:
    'لإعادة ضبط التحقق بخطوتين لحسابك، أوقفه من صفحة الأمان أو اطلب ذلك من مالك آخر.',
  MEMBER_TWO_STEP_OFF: 'التحقق بخطوتين غير مفعّل لدى هذا العضو.',
  ALREADY_MEMBER: 'عنوان البريد الإلكتروني هذا يخص عضوًا في فريق العمل بالفعل.',
  ROLE_IN_USE: 'هذا الدور مُسند إلى أعضاء أو دعوات، فغيّر أدوارهم أولًا.',
  ROLE_NAME_TAKEN: 'يوجد دور بهذا الاسم بالفعل.',
  INVITATION_NOT_VALID:
    'رابط الدعوة هذا غير صالح أو انتهت صلاحيته. اطلب دعوة جديدة من مالك المتجر.',
  WALLET_CAP_REACHED: 'هذا التعديل يتجاوز حدّك اليومي للمحفظة البالغ {cap} (استُخدم اليوم {used}).',
  'staff.member_not_found': 'العضو غير موجود',
  'staff.role_not_found': 'الدور غير موجود',
  'staff.session_not_found': 'الجلسة غير موجودة',
  'staff.invitation_not_found': 'الدعوة غير موجودة',
  'staff.invitation_link_not_valid': 'رابط الدعوة هذا غير صالح',
  'staff.role_must_be_one_of':
    'يجب أن يكون الدور أحد الأدوار المحددة (المالك، المدير، إدارة المنتجات، تجهيز الطلبات وشحنها، خدمة العملاء، المحاسب) أو معرّف دور مخصص',
  'staff.email_at_most': 'يجب ألا يزيد البريد الإلكتروني على {max} حرفًا',
  'staff.wallet_cap_amount': 'يجب أن يكون الحد اليومي للمحفظة مبلغًا بالدرهم من 0 إلى 100000',
  'staff.status_active_or_deactivated': 'يجب أن تكون الحالة نشطًا أو معطّلًا',
  'staff.nothing_to_change': 'لا يوجد ما يُغيَّر',
  'staff.choose_permission': 'اختر صلاحية واحدة على الأقل من القائمة',
  'staff.role_name_required': 'اسم الدور مطلوب',
  'staff.role_name_too_long': 'اسم الدور طويل جدًا',
};
