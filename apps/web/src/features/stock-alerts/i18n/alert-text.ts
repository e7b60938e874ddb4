import { createTranslator } from '@/i18n';

/**
 * Back-in-stock alerts' words, in both languages. They load with "Notify me" and the profile's
 * list, never with a page's first script.
 */
const en = {
  'alerts.soldOut': '{color} {size} is sold out.',
  'alerts.notify': 'Notify me',
  'alerts.notifyFor': 'Notify me when {color} {size} is back',
  'alerts.email': 'Your email',
  'alerts.emailHint': 'We write once, when it is back in stock.',
  'alerts.send': 'Notify me',
  'alerts.done': 'We will email you when {color} {size} is back.',
  'alerts.failed': 'Could not set the alert: {reason}',
  'alerts.title': 'Back-in-stock alerts',
  'alerts.empty': 'You are not waiting for any size. Tap “Notify me” on a sold-out size.',
  'alerts.loading': 'Loading your alerts…',
  'alerts.variant': 'Colour: {color} · Size: {size}',
  'alerts.remove': 'Remove',
  'alerts.removeFor': 'Remove the alert for {name}, {color} {size}',
  'alerts.removed': 'Alert removed',
} as const;

const ar: Record<keyof typeof en, string> = {
  'alerts.soldOut': 'نفدت كمية {color} بالمقاس {size}.',
  'alerts.notify': 'أبلغني عند التوفر',
  'alerts.notifyFor': 'أبلغني عند توفر {color} بالمقاس {size}',
  'alerts.email': 'بريدك الإلكتروني',
  'alerts.emailHint': 'سنراسلك مرة واحدة فقط عند عودته إلى المخزون.',
  'alerts.send': 'أبلغني عند التوفر',
  'alerts.done': 'سنراسلك عبر البريد الإلكتروني عند توفر {color} بالمقاس {size}.',
  'alerts.failed': 'تعذّر تفعيل التنبيه: {reason}',
  'alerts.title': 'تنبيهات التوفر',
  'alerts.empty': 'لا تنتظر توفر أي مقاس حالياً. اضغط «أبلغني عند التوفر» على أي مقاس نفدت كميته.',
  'alerts.loading': 'جارٍ تحميل تنبيهاتك…',
  'alerts.variant': 'اللون: {color} · المقاس: {size}',
  'alerts.remove': 'إزالة',
  'alerts.removeFor': 'إزالة تنبيه {name}، {color} بالمقاس {size}',
  'alerts.removed': 'تمت إزالة التنبيه',
};

export const { t: alertText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const alertCatalogues = { en, ar };
