import type { enAdminShipping } from './en-shipping';

/** Arabic of en-shipping.ts (Modern Standard Arabic, as UAE back offices write it). */
export const arAdminShipping: Record<keyof typeof enAdminShipping, string> = {
  'shipping.title': 'تأكيد الشحن',
  'shipping.intro': 'سيغادر الطلب {order} المتجر. ما شركة الشحن التي ستوصله؟',
  'shipping.carrier': 'شركة الشحن',
  'shipping.trackingNumber': 'رقم التتبع (اختياري)',
  'shipping.trackingHint': 'أحرف وأرقام كما هي مطبوعة على الملصق.',
  'shipping.confirm': 'تأكيد الشحن',
  'shipping.confirming': 'جارٍ الشحن…',
  'shipping.keep': 'ليس الآن',
  'shipping.carrier.aramex': 'أرامكس',
  'shipping.carrier.dhl': 'DHL',
  'shipping.carrier.emirates-post': 'بريد الإمارات',
  'shipping.carrier.smsa': 'سمسا',
  'shipping.carrier.other': 'شركة أخرى',
  'shipping.details': 'الشحنة',
  'shipping.detailsCarrier': 'شركة الشحن',
  'shipping.detailsTracking': 'رقم التتبع',
  'shipping.track': 'تتبّع الشحنة',
  'shipping.restockTitle': 'هل يمكن بيع المنتج مجدداً؟',
  'shipping.restock': 'إعادة إلى المخزون: يُعرض للبيع مجدداً',
  'shipping.notResellable': 'غير صالح لإعادة البيع: لا يُعاد إلى المخزون',
  'shipping.own': 'توصيل المتجر بنفسه (دون شركة شحن)',
  'shipping.ownHint':
    'ستوصل الطلب بنفسك: يصلح رمز التسليم دقيقتين فقط، فأرسله عند وصولك إلى الباب.',
  'shipping.couriersLoading':
    'ما زالت شركات الشحن قيد التحميل. اختر إحداها ثم اضغط «تأكيد الشحن» مجدداً.',
  'shipping.couriersFailed': 'تعذّر تحميل شركات الشحن. أغلق النافذة وحاول مجدداً.',
};
