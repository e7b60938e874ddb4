import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { adminProductKit } from '../catalog/admin-product-test-kit';
import { sitemapIndexXml, splitSitemap, urlsetXmlInTurns, type SitemapPage } from './sitemap';

const ORIGIN = 'https://souqstyle.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);

describe('robots.txt and sitemap.xml', () => {
  let app: FastifyInstance;
  let ids: Map<string, string>;

  beforeAll(async () => {
    app = await buildTestApp({ publicOrigin: ORIGIN });
    ids = await seedProducts(app, [
      fixtureProduct({
        productid: 'SM-ABAYA',
        gender: 'women',
        category: 'Abayas',
        subcategory: 'Open',
      }),
      fixtureProduct({
        productid: 'SM-CAP',
        gender: 'men',
        category: 'Accessories',
        subcategory: null,
      }),
    ]);
  });
  afterAll(() => app.close());

  const sitemap = async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return res.body;
  };

  it('answers robots.txt as text that keeps private pages out and names the sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'elsewhere.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    for (const path of ['/admin', '/cart', '/ar/cart', '/checkout', '/ar/checkout', '/orders']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    // The configured address, not the one the request came in by: the same for every host.
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(String(res.headers.vary ?? '')).not.toMatch(/host/i);
  });

  it('lists the home page, the listings and every product, in English and Arabic', async () => {
    const xml = await sitemap();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const abaya = `/product/view/${ids.get('SM-ABAYA')}`;
    expect(locs(xml)).toEqual(
      expect.arrayContaining(
        ['/', '/category/women', '/category/women/Abayas', '/category/women/Abayas/Open']
          .concat(['/accessories', abaya, `/product/view/${ids.get('SM-CAP')}`])
          .flatMap((path) => [ORIGIN + path, ORIGIN + (path === '/' ? '/ar' : `/ar${path}`)]),
      ),
    );
    expect(locs(xml)).toHaveLength(2 * 9);
    // Each address names its twin in the other language and the default.
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar${abaya}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${abaya}"/>`,
    );
  });

  it('lists a product added in the console at once, and drops it once deleted', async () => {
    const kit = adminProductKit(app);
    const product = await kit.addProduct({ name: 'Sitemap Kaftan' });
    const address = `${ORIGIN}/product/view/${product._id}`;
    expect(locs(await sitemap())).toContain(address);

    const res = await kit.call('DELETE', '/api/admin/products/delete-product', {
      productId: product._id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(locs(await sitemap())).not.toContain(address);
  });

  it('answers 404 for a split file the sitemap does not have', async () => {
    const res = await app.inject({ url: '/sitemap-2.xml' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Sitemap file not found' });
    expect((await app.inject({ url: '/sitemap-x.xml' })).statusCode).toBe(404);
  });
});

describe('a sitemap past the limit of one file', () => {
  const pages: SitemapPage[] = Array.from({ length: 7 }, (_, i) => ({ path: `/p/${i}` }));

  it('splits the pages so no file holds more addresses than allowed, languages together', async () => {
    const files = splitSitemap(pages, 4);
    expect(files.map((file) => file.map((p) => p.path))).toEqual([
      ['/p/0', '/p/1'],
      ['/p/2', '/p/3'],
      ['/p/4', '/p/5'],
      ['/p/6'],
    ]);
    for (const file of files) {
      expect(locs(await urlsetXmlInTurns(ORIGIN, file)).length).toBeLessThanOrEqual(4);
    }
    expect(splitSitemap(pages, 14)).toHaveLength(1);
  });

  it('writes a large file in slices without losing or reordering an address', async () => {
    const many = Array.from({ length: 4500 }, (_, i) => ({ path: `/p/${i}` }));
    const found = locs(await urlsetXmlInTurns(ORIGIN, many));
    expect(found).toHaveLength(9000);
    expect(found.slice(3998, 4002)).toEqual([
      `${ORIGIN}/p/1999`,
      `${ORIGIN}/ar/p/1999`,
      `${ORIGIN}/p/2000`,
      `${ORIGIN}/ar/p/2000`,
    ]);
  });

  it('indexes the files by their addresses', () => {
    expect(locs(sitemapIndexXml(ORIGIN, 3))).toEqual([
      `${ORIGIN}/sitemap-1.xml`,
      `${ORIGIN}/sitemap-2.xml`,
      `${ORIGIN}/sitemap-3.xml`,
    ]);
  });
});
