import type { ReminderTextKey } from './reminder-text-en';

/**
 * The Arabic (Modern Standard Arabic) of the reminders, by the keys of reminder-text-en.ts, with
 * the same `{name}` parts.
 */
export const REMINDER_TEXT_AR: Record<ReminderTextKey, string> = {
  // Every reminder: why it came, and the way out
  'reminder.why': 'تصلك هذه الرسالة لأنك وافقت على تلقي رسائل {store}.',
  'reminder.unsubscribe': 'إلغاء الاشتراك',

  // A bag left behind
  'bag_reminder.subject': 'تركت بعض القطع في حقيبتك',
  'bag_reminder.heading': 'حقيبتك بانتظارك',
  'bag_reminder.intro': 'تركت هذه القطع في حقيبتك، وهذه أسعارها اليوم:',
  'bag_reminder.line': '{name} ({color}، {size}) × {quantity}',
  'bag_reminder.line_now': '{price}، {stock}',
  'bag_reminder.sold_out': 'نفدت الكمية',
  'bag_reminder.few_left': 'بقي {left} فقط',
  'bag_reminder.in_stock': 'متوفر',
  'bag_reminder.total': 'إجمالي الحقيبة',
  'bag_reminder.back_to_bag': 'العودة إلى حقيبتك',
  'bag_reminder.outro': 'قد تتغير الأسعار والكميات المتوفرة إلى أن تُتمّ طلبك.',

  // A price drop on the wishlist
  'price_drop.subject': 'انخفض سعر {name} بنسبة {percent}%',
  'price_drop.heading': 'انخفاض في سعر منتج من قائمة أمنياتك',
  'price_drop.intro': 'أصبح سعر {name} في قائمة أمنياتك أقل الآن.',
  'price_drop.was': 'السعر السابق',
  'price_drop.now': 'السعر الآن',
  'price_drop.see_product': 'عرض المنتج',
  'price_drop.outro': 'قد يتغير السعر مجدداً، وقد تنفد المقاسات.',
};
