import type { enPromo } from './en-promo';

/** Arabic of en-promo.ts: Modern Standard Arabic as UAE shops write it. */
export const arPromo: Record<keyof typeof enPromo, string> = {
  'promo.applied': 'العروض المطبّقة',
  'promo.label': 'رمز الخصم',
  'promo.apply': 'تطبيق',
  'promo.applying': 'جارٍ التطبيق…',
  'promo.onBag': 'تم تطبيق الرمز',
  'promo.remove': 'إزالة',
  'promo.removeCode': 'إزالة الرمز {code}',
  'promo.removeFailed': 'تعذّرت إزالة الرمز',
  'promo.freeShippingGap': 'أضف منتجات بقيمة {amount} إضافية للحصول على شحن مجاني',
};
