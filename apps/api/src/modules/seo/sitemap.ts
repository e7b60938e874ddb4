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

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** Pages written between two turns of the event loop: a full file takes most of a second. */
const PAGES_PER_TURN = 2000;

/**
 * A sitemap file: a `<urlset>` of the pages in every language, each naming its hreflang twins.
 * Written a slice at a time with the event loop let through in between, so a crawler's request
 * for a 50,000-address file (about 25 MB) never holds up shoppers' requests.
 */
export async function urlsetXmlInTurns(
  origin: string,
  pages: readonly SitemapPage[],
): Promise<string> {
  const parts = [URLSET_OPEN];
  for (let at = 0; at < pages.length; at += PAGES_PER_TURN) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const page of pages.slice(at, at + PAGES_PER_TURN)) {
      for (const url of urlElements(origin, page)) parts.push(url, '\n');
    }
  }
  parts.push('</urlset>\n');
  return parts.join('');
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
