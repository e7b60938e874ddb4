import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusal } from '#platform/errors';
import { PUBLIC_CATALOGUE } from '#platform/cache-headers';
import { Lru } from '#platform/lru';
import { publicOrigin } from '#platform/web/public-origin';
import {
  sitemapIndexXml,
  splitSitemap,
  urlsetXmlInTurns,
  addressCount,
  SITEMAP_MAX_URLS,
  type SitemapPage,
} from './sitemap';
import { sitemapPages } from './sitemap-pages';

/**
 * Pages no search engine should list: the console, the bag, the checkout and everything that
 * belongs to a signed-in shopper, in both languages. Prefixes, as robots.txt reads them.
 */
export const PRIVATE_PAGES = [
  '/admin',
  '/cart',
  '/checkout',
  '/successToOrder',
  '/login',
  '/register',
  '/forgot-password',
  '/profile',
  '/orders',
  '/wishlist',
  '/wallet',
  '/notifications',
] as const;

export function robotsTxt(origin: string): string {
  const disallowed = PRIVATE_PAGES.flatMap((path) =>
    path === '/admin' ? [path] : [path, `/ar${path}`],
  );
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const fileParams = z.object({ n: z.coerce.number().int().min(1).max(10_000) });

/**
 * `/robots.txt` and `/sitemap.xml` (decision 50). The sitemap is read from the catalogue when
 * asked and kept per catalogue version, so a product added or deleted on any instance is listed
 * or gone within `CATALOG_VERSION_TTL_MS`, and at once on the instance that wrote it.
 */
export async function seoRoutes(app: FastifyInstance) {
  let kept: { version: number; pages: Promise<SitemapPage[]> } | undefined;
  const pagesNow = async () => {
    const version = await app.catalogCache.version();
    if (kept?.version !== version) {
      const pages = sitemapPages(app.db);
      kept = { version, pages };
      // A failed read is not kept: the next request tries again.
      pages.catch(() => {
        if (kept?.pages === pages) kept = undefined;
      });
    }
    return { version, pages: await kept.pages };
  };
  // The XML of the last few files asked for, by version, origin and file. A full file (50,000
  // addresses, about 20 MB) is past the bound's quarter and is built again when asked instead.
  const files = new Lru<string>(16, 64 * 1024 * 1024);
  const xml = async (origin: string, file: number | 'main') => {
    const { version, pages } = await pagesNow();
    const key = `${version}\u0000${origin}\u0000${file}`;
    let text = files.get(key);
    if (text === undefined) {
      const split = splitSitemap(pages, SITEMAP_MAX_URLS);
      if (file === 'main') {
        text =
          addressCount(pages) <= SITEMAP_MAX_URLS
            ? await urlsetXmlInTurns(origin, pages)
            : sitemapIndexXml(origin, split.length);
      } else {
        const chunk = split.length > 1 ? split[file - 1] : undefined;
        if (!chunk) throw refusal('not_found', 'request.sitemap_not_found', { code: 'NOT_FOUND' });
        text = await urlsetXmlInTurns(origin, chunk);
      }
      files.set(key, text, text.length);
    }
    return text;
  };

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicOrigin(app, request, reply))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', PUBLIC_CATALOGUE)
      .type('application/xml; charset=utf-8')
      .send(await xml(publicOrigin(app, request, reply), 'main')),
  );

  app.get('/sitemap-:n.xml', async (request, reply) => {
    const parsed = fileParams.safeParse(request.params);
    if (!parsed.success)
      throw refusal('not_found', 'request.sitemap_not_found', { code: 'NOT_FOUND' });
    return reply
      .header('cache-control', PUBLIC_CATALOGUE)
      .type('application/xml; charset=utf-8')
      .send(await xml(publicOrigin(app, request, reply), parsed.data.n));
  });
}
