import { pathInLocale, STORE_LOCALES } from '@store/domain';

/** The protocol's limit of addresses in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A page worth finding, by its English path; each language's twin is listed beside it. */
export interface SitemapPage {
  path: string;
  /** When it last changed, if known (an ISO instant). */
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** One `<url>` per page and language, each naming every language's twin (and the default). */
function urlElements(origin: string, page: SitemapPage): string[] {
  const english = origin + page.path;
  const alternates =
    STORE_LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + pathInLocale(page.path, locale))}"/>`,
    ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(english)}"/>`;
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '';
  return STORE_LOCALES.map(
    (locale) =>
      `<url><loc>${escapeXml(origin + pathInLocale(page.path, locale))}</loc>${lastmod}${alternates}</url>`,
  );
}

/** How many addresses a list of pages makes (every page in every language). */
export const addressCount = (pages: readonly SitemapPage[]) => pages.length * STORE_LOCALES.length;

/**
 * The pages split into sitemap files of at most `maxUrls` addresses each, a page's languages
 * kept in one file. One file when they all fit: then `/sitemap.xml` is that file itself.
 */
export function splitSitemap<T extends SitemapPage>(
  pages: readonly T[],
  maxUrls: number = SITEMAP_MAX_URLS,
): T[][] {
  const perFile = Math.max(1, Math.floor(maxUrls / STORE_LOCALES.length));
  const files: T[][] = [];
  for (let at = 0; at < pages.length; at += perFile) files.push(pages.slice(at, at + perFile));
  return files.length ? files : [[]];
}

/** A sitemap file: a `<urlset>` of the pages in every language, with their hreflang twins. */
export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => urlElements(origin, page)).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    (urls ? `${urls}\n` : '') +
    '</urlset>\n'
  );
}

/** The address of the n-th sitemap file (from 1) when the sitemap is split. */
export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/** The sitemap index: one `<sitemap>` per file. */
export function sitemapIndexXml(origin: string, fileCount: number): string {
  const entries = Array.from(
    { length: fileCount },
    (_, i) => `<sitemap><loc>${escapeXml(origin + sitemapFilePath(i + 1))}</loc></sitemap>`,
  ).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries}\n</sitemapindex>\n`
  );
}
