import { formatDate as storeDate } from '../../lib/format-date';
import { adminLanguage } from '../i18n';

/**
 * The storefront's date in the console's language ('24 Nov 2026, 11:25 PM', '24 نوفمبر 2026'),
 * isolated left to right inside Arabic text: without it a right-to-left line reorders the day,
 * month and time ('Nov 2026, 24').
 */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  const language = adminLanguage();
  const text = storeDate(iso, withTime, language);
  return text && language === 'ar' ? `\u2066${text}\u2069` : text;
}
