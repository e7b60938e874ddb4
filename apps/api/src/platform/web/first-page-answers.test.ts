import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CATALOGUE } from '#platform/cache-headers';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';

/** The answers the page carries, by call, read as the web app reads them. */
function answersIn(page: string): Record<string, unknown> | undefined {
  const found = /<script type="application\/json" id="first-page-answers">(.*?)<\/script>/s.exec(
    page,
  );
  return found ? (JSON.parse(found[1] ?? '') as Record<string, unknown>) : undefined;
}

describe('the first page carries the answers to its first catalogue calls', () => {
  let app: FastifyInstance;
  let webDistDir: string;
  const hostile = fixtureProduct({
    productid: 'TS-HOSTILE',
    gender: 'women',
    name: '</script><script>alert(1)</script>',
  });

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'store-web-dist-'));
    await writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    app = await buildTestApp({ webDistDir });
    await seedProducts(app, [fixtureProduct({ gender: 'women' }), hostile]);
  });
  afterAll(async () => {
    await app.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ url }).then((res) => res.json() as unknown);

  it('sends a listing page its categories and first page, as the API answers them', async () => {
    const res = await app.inject({ url: '/women' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CATALOGUE);
    expect(answersIn(res.body)).toEqual({
      '/catalog/nav': await get('/api/catalog/nav'),
      '/catalog/products?gender=women&page=1&limit=24': await get(
        '/api/catalog/products?gender=women&page=1&limit=24',
      ),
    });
    // The answers sit inside the page's body, before it closes.
    expect(res.body.endsWith('</script></body></html>')).toBe(true);
  });

  it('compresses the page for a browser that accepts it, as the API does', async () => {
    const plain = await app.inject({ url: '/category/women' });
    const res = await app.inject({
      url: '/category/women',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.body.length);
  });

  it('keeps a product name from closing the script it travels in', async () => {
    const res = await app.inject({ url: '/product/view/TS-HOSTILE' });
    expect(res.body).not.toContain('<script>alert(1)');
    const answers = answersIn(res.body) as Record<string, { product: { name: string } }>;
    expect(answers['/catalog/products/TS-HOSTILE']?.product.name).toBe(hostile.name);
  });

  it('sends the home page its offers and the first products of the feed', async () => {
    const answers = answersIn((await app.inject({ url: '/' })).body);
    expect(Object.keys(answers ?? {})).toEqual([
      '/catalog/nav',
      '/api/offers',
      '/catalog/products?page=1&limit=24',
    ]);
    expect(answers?.['/api/offers']).toEqual(await get('/api/api/offers'));
  });

  it('leaves out what did not succeed, and refined listings, for the browser to ask', async () => {
    expect(
      Object.keys(answersIn((await app.inject({ url: '/product/view/nope' })).body) ?? {}),
    ).toEqual(['/catalog/nav']);
    expect(
      Object.keys(answersIn((await app.inject({ url: '/women?brand=X' })).body) ?? {}),
    ).toEqual(['/catalog/nav']);
  });

  it('sends the back office nothing', async () => {
    const res = await app.inject({ url: '/admin/login' });
    expect(res.statusCode).toBe(200);
    expect(answersIn(res.body)).toBeUndefined();
  });
});
