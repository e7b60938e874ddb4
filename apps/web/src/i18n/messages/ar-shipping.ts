import type { enShipping } from './en-shipping';

/** Arabic of en-shipping.ts (Modern Standard Arabic, as UAE shops write it). */
export const arShipping: Record<keyof typeof enShipping, string> = {
  'shipping.shippedWith': 'شُحن مع {carrier}',
  'shipping.tracking': 'رقم التتبع {number}',
  'shipping.track': 'تتبّع شحنتك',
  'shipping.opensNewTab': '(يُفتح في علامة تبويب جديدة)',
  'shipping.carrier.aramex': 'أرامكس',
  'shipping.carrier.dhl': 'دي إتش إل',
  'shipping.carrier.emirates-post': 'بريد الإمارات',
  'shipping.carrier.smsa': 'سمسا',
  'shipping.carrier.other': 'شركة شحن',
  'notifications.replaced': 'حلّ محله رمز أحدث',
  'notifications.latest': 'أحدث رمز',
};
