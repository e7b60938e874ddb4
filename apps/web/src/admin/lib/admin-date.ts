import { formatDate as storeDate } from '@/lib/format-date';
import { adminLanguage } from '../i18n';

/**
 * The storefront's date in the console's language: '24 Nov 2026, 11:25 PM' in English,
 * '24 نوفمبر 2026 في 11:25 م' in Arabic. Arabic text reads in order right to left as it is (an
 * English date inside Arabic text needed isolating; an Arabic one does not: isolated left to
 * right, its day and year trade places).
 */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  return storeDate(iso, withTime, adminLanguage());
}
