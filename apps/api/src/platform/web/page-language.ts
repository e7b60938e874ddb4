import {
  CATALOGUE_WORDS_AR,
  CATALOGUE_WORDS_ID,
  cookieLocale,
  LANG_COOKIE,
  localeOfPath,
  pathInLocale,
} from '@store/domain';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The head of an Arabic page before the web app runs (the app sets its own title afterwards; a
 * page the server renders brings its Arabic title with it). These few words are the server's.
 */
export const ARABIC_TITLE = 'سوق ستايل · أزياء للإمارات';
export const ARABIC_DESCRIPTION =
  'أزياء عصرية للرجال والنساء والأطفال مع التوصيل في جميع أنحاء الإمارات. الأسعار بالدرهم.';

/**
 * The Arabic of the catalogue's words (categories, genders, colours) as the script element the
 * web app reads them from: data in the page, so the storefront's scripts do not carry them
 * (decision 52). JSON has `<` only inside strings, where \u003c means the same.
 */
const CATALOGUE_WORDS_SCRIPT = `<script type="application/json" id="${CATALOGUE_WORDS_ID}">${JSON.stringify(
  CATALOGUE_WORDS_AR,
).replace(/</g, '\\u003c')}</script>`;

/**
 * The app's page as Arabic pages start: `<html lang="ar" dir="rtl">`, Arabic title and
 * description, and the Arabic of the catalogue's words before `</body>`.
 */
export function arabicAppPage(page: string): string {
  return page
    .replace(/<html[^>]*>/, '<html lang="ar" dir="rtl">')
    .replace('</body>', () => `${CATALOGUE_WORDS_SCRIPT}</body>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${ARABIC_TITLE}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_whole, start: string, end: string) => `${start}${ARABIC_DESCRIPTION}${end}`,
    );
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's alternates in the other language, for search engines: English (also the default
 * for any other language) at today's path, Arabic under /ar; the query string is kept.
 */
export function hreflangLinks(origin: string, url: string): string {
  const english = origin + pathInLocale(url, 'en');
  const arabic = origin + pathInLocale(url, 'ar');
  return [
    ['en', english],
    ['ar', arabic],
    ['x-default', english],
  ]
    .map(
      ([lang, href]) =>
        `<link rel="alternate" hreflang="${lang}" href="${escapeAttribute(href ?? '')}"/>`,
    )
    .join('');
}

/** The page with `links` at the end of its head. */
export function withHeadLinks(page: string, links: string): string {
  const end = page.indexOf('</head>');
  return end === -1 ? page : page.slice(0, end) + links + page.slice(end);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Where a shopper who chose Arabic (the `lang` cookie the switch sets) goes when they arrive at
 * an English page from outside the store (a bookmark, a typed address, a search result): the
 * same page under /ar. A link followed inside the store (`Sec-Fetch-Site: same-origin`) is taken
 * as asked, and nothing is guessed from Accept-Language (decision 42).
 */
export function languageRedirect(url: string, headers: IncomingHttpHeaders): string | undefined {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  if (localeOfPath(pathname) === 'ar' || pathname.startsWith('/admin')) return undefined;
  if (cookieLocale(cookieValue(headers.cookie, LANG_COOKIE)) !== 'ar') return undefined;
  if (headers['sec-fetch-site'] === 'same-origin') return undefined;
  return pathInLocale(url, 'ar');
}
