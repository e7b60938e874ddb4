import { CONSENT_TYPE_MESSAGE, UNSUBSCRIBE_LINK_MESSAGE, type Catalogue } from '@store/domain';

/**
 * Marketing consent and the reminder mails' unsubscribe link in English. Part of
 * API_MESSAGES_EN; their Arabic is api-messages-ar-marketing.ts.
 */
export const MARKETING_MESSAGES_EN = {
  'marketing.consent_type': CONSENT_TYPE_MESSAGE,
  INVALID_UNSUBSCRIBE_LINK: UNSUBSCRIBE_LINK_MESSAGE,
  'marketing.unsubscribed': 'You will get no more reminders or offers by mail.',
} as const satisfies Catalogue;
