import type { enAdminReminders } from './en-reminders';

/** The dashboard's reminder mails in Arabic. */
export const arAdminReminders: Record<keyof typeof enAdminReminders, string> = {
  'dashboard.remindersTitle': 'رسائل التذكير، آخر {days} يومًا',
  'dashboard.remindersHint':
    'تُرسل إلى المتسوقين الذين وافقوا عليها. يُحتسب الطلب إذا قدّمه المتسوق نفسه خلال {window} أيام بعد التذكير.',
  'dashboard.reminderKind': 'الرسالة',
  'dashboard.reminderSent': 'المُرسلة',
  'dashboard.reminderOrders': 'تلاها طلب',
  'dashboard.bagReminders': 'حقيبة متروكة',
  'dashboard.priceDrops': 'انخفاض سعر في قائمة الأمنيات',
};
