/** The storefront's languages: English at today's paths, Arabic under `/ar` (decision 42). */
export const STORE_LOCALES = ['en', 'ar'] as const;
export type StoreLocale = (typeof STORE_LOCALES)[number];

/** The cookie that remembers the shopper's choice of language ('en' or 'ar'). */
export const LANG_COOKIE = 'lang';
/**
 * The id of the script element, on Arabic pages, holding the Arabic of the catalogue's words
 * (CATALOGUE_WORDS_AR) as JSON. Here, not beside the list, so the storefront's bundle never
 * takes the list in with the id (decision 52).
 */
export const CATALOGUE_WORDS_ID = 'catalogue-words';
/** The path prefix of the Arabic pages. */
export const ARABIC_PREFIX = '/ar';

/** The language of a storefront path: Arabic for `/ar` and below, English for every other. */
export function localeOfPath(pathname: string): StoreLocale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

/** The path without its language prefix: `/ar/women` -> `/women`, `/ar` -> `/`. */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/**
 * The same page in `locale`: `/women?brand=A` in Arabic is `/ar/women?brand=A`, and back. The
 * query string and hash are kept, so a switch of language leaves the shopper where they were.
 */
export function pathInLocale(address: string, locale: StoreLocale): string {
  const at = address.search(/[?#]/);
  const pathname = at === -1 ? address : address.slice(0, at);
  const rest = at === -1 ? '' : address.slice(at);
  const plain = withoutLocale(pathname || '/');
  if (locale === 'en') return plain + rest;
  return (plain === '/' ? ARABIC_PREFIX : ARABIC_PREFIX + plain) + rest;
}

/** The language a `lang` cookie names, or undefined for anything else. */
export function cookieLocale(value: string | undefined): StoreLocale | undefined {
  return value === 'en' || value === 'ar' ? value : undefined;
}
