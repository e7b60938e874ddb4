import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { standInWebApp } from '#test/web-dist';

/** Every absolute address a page, a sitemap or robots.txt names, less the vocabularies'. */
const addresses = (body: string) =>
  (body.match(/https?:\/\/[^"<\s]+/g) ?? []).filter(
    (a) => !/^https?:\/\/(schema\.org|www\.sitemaps\.org|www\.w3\.org)(\/|$)/.test(a),
  );
const varyOf = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('the public address without PUBLIC_URL', () => {
  let web: Awaited<ReturnType<typeof standInWebApp>>;
  let app: FastifyInstance;
  let shop: FastifyInstance;
  let listening: string;
  let product: string;

  beforeAll(async () => {
    web = await standInWebApp();
    app = await buildTestApp({ webDistDir: web.webDistDir });
    shop = await buildTestApp({
      webDistDir: web.webDistDir,
      publicHosts: ['shop.example.ae', 'www.shop.example.ae:8443'],
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    listening = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const item = fixtureProduct({ productid: 'PH-ABAYA', gender: 'women', name: 'Linen Abaya' });
    product = `/product/view/${(await seedProducts(app, [item])).get('PH-ABAYA')}`;
    await seedProducts(shop, [fixtureProduct({ productid: 'PH-ABAYA', gender: 'women' })]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), shop.close()]);
    await web.remove();
  });

  const get = (on: FastifyInstance, url: string, host: string) =>
    on.inject({ url, headers: { host } });

  it('names the listening address, not a host the request made up, in a page', async () => {
    const res = await get(app, product, 'evil.example');
    expect(res.statusCode).toBe(200);
    const page = res.body;
    expect(page).toContain(`<link rel="canonical" href="${listening}${product}"/>`);
    expect(page).toContain(`<meta property="og:url" content="${listening}${product}"/>`);
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="${listening}/`));
    expect(page).toContain(`hreflang="ar" href="${listening}/ar${product}"/>`);
    expect(page).not.toContain('evil.example');
    expect(addresses(page).length).toBeGreaterThan(4);
    for (const address of addresses(page))
      expect(address.startsWith(`${listening}/`), address).toBe(true);
    expect(varyOf(res.headers)).toContain('host');
  });

  it('names the listening address in the sitemap and in robots.txt', async () => {
    const sitemap = await get(app, '/sitemap.xml', 'evil.example');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${listening}${product}</loc>`);
    expect(sitemap.body).not.toContain('evil.example');
    for (const address of addresses(sitemap.body))
      expect(address.startsWith(`${listening}/`)).toBe(true);
    const robots = await get(app, '/robots.txt', 'evil.example');
    expect(robots.body.split('\n')).toContain(`Sitemap: ${listening}/sitemap.xml`);
    expect(robots.body).not.toContain('evil.example');
    // Both may sit in a shared cache: one kept for one host is not served for another.
    for (const res of [sitemap, robots]) {
      expect(res.headers['cache-control']).toMatch(/public/);
      expect(varyOf(res.headers)).toContain('host');
    }
  });

  it('uses the host a request names when the store is known by it', async () => {
    const port = listening.split(':')[2];
    const local = await get(app, '/robots.txt', `localhost:${port}`);
    expect(local.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    const named = await get(shop, '/robots.txt', 'Shop.Example.AE');
    expect(named.body).toContain('Sitemap: http://shop.example.ae/sitemap.xml');
    const page = await get(shop, '/women', 'www.shop.example.ae:8443');
    expect(page.body).toContain(
      '<link rel="canonical" href="http://www.shop.example.ae:8443/category/women"/>',
    );
    // Listed with its port, a host is not taken on another one.
    const otherPort = await get(shop, '/robots.txt', 'www.shop.example.ae:9999');
    expect(otherPort.body).not.toContain('www.shop.example.ae');
    const evil = await get(shop, '/robots.txt', 'evil.example');
    expect(evil.body).toContain(`Sitemap: http://127.0.0.1:${shop.config.port}/sitemap.xml`);
  });
});
