import type { MarketingMessageKey } from './api-messages-en';

/** The Arabic of MARKETING_MESSAGES_EN (api-messages-en-marketing.ts), by the same keys. */
export const MARKETING_MESSAGES_AR: Record<MarketingMessageKey, string> = {
  'marketing.consent_type': 'يجب أن تكون الموافقة على الرسائل التسويقية نعم أو لا',
  INVALID_UNSUBSCRIBE_LINK: 'رابط إلغاء الاشتراك هذا غير صالح',
  'marketing.unsubscribed': 'لن تصلك بعد الآن تذكيرات أو عروض بالبريد الإلكتروني.',
};
