import type { ExchangeMessageKey } from './api-messages-en';

/** The Arabic of api-messages-en-exchange.ts, key by key. */
export const EXCHANGE_MESSAGES_AR: Record<ExchangeMessageKey, string> = {
  EXCHANGE_SOLD_OUT: 'نفدت كمية {color} {size}. يرجى اختيار مقاس آخر أو رصيد في المحفظة.',
  EXCHANGE_UNKNOWN_VARIANT: 'لا يتوفر هذا المنتج بهذا اللون والمقاس',
  'exchange.both': 'يرجى اختيار اللون والمقاس اللذين تريد استلامهما',
  'exchange.colorTooLong': 'اسم اللون طويل جداً',
  'exchange.sizeTooLong': 'المقاس طويل جداً',
  ALERT_IN_STOCK: 'هذا المقاس متوفر: يمكنك إضافته إلى حقيبتك الآن.',
  'lowStock.sort': 'رتّب حسب المخزون أو عدد المنتظرين',
  'alert.emailRequired': 'يرجى إدخال بريدك الإلكتروني',
  'alert.notFound': 'التنبيه غير موجود',
  'alert.idRequired': 'معرّف التنبيه مطلوب',
  'alert.productRequired': 'معرّف المنتج مطلوب',
  'alert.colorRequired': 'يرجى اختيار اللون',
  'alert.sizeRequired': 'يرجى اختيار المقاس',
};
