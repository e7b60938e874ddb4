import { getLocale, type Locale } from '../i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date such as '12 Mar 2026' in the page's locale (or `locale`, which the console
 * passes for its own language); '' for a missing or bad date.
 */
export function formatDate(
  iso: string | null | undefined,
  withTime = false,
  locale: Locale = getLocale(),
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${locale}:${withTime}`;
  let format = formats.get(key);
  if (!format) {
    const arabic = locale === 'ar';
    format = new Intl.DateTimeFormat(`${locale}-AE`, {
      // Arabic names the month ('12 مارس 2026'); both write Western digits, as UAE shops do.
      dateStyle: arabic ? 'long' : 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Asia/Dubai',
      numberingSystem: 'latn',
    });
    formats.set(key, format);
  }
  return format.format(date);
}
