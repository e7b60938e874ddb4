import type { IncomingHttpHeaders } from 'node:http';

export type ApiLanguage = 'en' | 'ar';

/** The `lang` cookie the storefront's and the console's switches set (`ar` or `en`). */
function cookieLanguage(cookie: string | undefined): ApiLanguage | undefined {
  if (!cookie || cookie.length > 8192) return undefined;
  for (const part of cookie.split(';')) {
    const [name, value] = part.split('=', 2);
    if (name?.trim() !== 'lang') continue;
    const lang = value?.trim().toLowerCase();
    if (lang === 'ar' || lang === 'en') return lang;
  }
  return undefined;
}

/** The q-value of a language range ('ar-AE;q=0.8' -> 0.8); malformed weights count as 0. */
function weightOf(params: string[]): number {
  for (const param of params) {
    const [key, value] = param.split('=', 2);
    if (key?.trim().toLowerCase() !== 'q') continue;
    const q = Number(value?.trim());
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
}

/**
 * Arabic only when the header prefers it over English: `ar`, `ar-AE`, `ar;q=0.9, en;q=0.8`.
 * A tie (or English first at the same weight) keeps English, which every original client gets.
 */
function headerLanguage(header: string | undefined): ApiLanguage | undefined {
  if (!header || header.length > 1024) return undefined;
  const best = { ar: { q: 0, at: Infinity }, en: { q: 0, at: Infinity } };
  header.split(',').forEach((range, at) => {
    const [tag = '', ...params] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'ar' && primary !== 'en') return;
    const q = weightOf(params);
    if (q > best[primary].q) best[primary] = { q, at };
  });
  const { ar, en } = best;
  if (ar.q === 0) return undefined;
  return ar.q > en.q || (ar.q === en.q && ar.at < en.at) ? 'ar' : 'en';
}

/**
 * The language of a request's error messages: the `lang` cookie (the shopper's own choice),
 * else Accept-Language, else English.
 */
export function requestLanguage(headers: IncomingHttpHeaders): ApiLanguage {
  const accept = headers['accept-language'];
  return (
    cookieLanguage(headers.cookie) ??
    headerLanguage(Array.isArray(accept) ? accept.join(',') : accept) ??
    'en'
  );
}
