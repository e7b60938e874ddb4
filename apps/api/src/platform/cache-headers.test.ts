import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newShopper, registerShopper } from '../modules/auth/test-users';
import { buildTestApp } from '#test/helper';
import {
  PRIVATE_NO_STORE,
  PUBLIC_CATALOGUE,
  SHARED_CACHE_SECONDS,
  STALE_WHILE_REVALIDATE_SECONDS,
} from './cache-headers';
import { callEveryShopperRoute } from '#test/shopper-calls';

describe('what browsers and proxies may keep', () => {
  let app: FastifyInstance;
  let webDistDir: string;
  let token: string;

  beforeAll(async () => {
    // A built web app in miniature: the page and one fingerprinted script.
    webDistDir = await mkdtemp(path.join(tmpdir(), 'store-web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><script type="module" src="/assets/index-Abc123.js"></script>',
    );
    await writeFile(path.join(webDistDir, 'assets', 'index-Abc123.js'), 'console.log(1);');
    app = await buildTestApp({ webDistDir, rateLimitMultiplier: 100 });
    token = (await registerShopper(app)).token;
  });
  afterAll(async () => {
    await app.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it.each(['/login', '/cart', '/admin/login', '/product/view/x', '/no/such/page'])(
    'answers the app page at %s with no-cache, so a deploy reaches every browser',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/ar', '/women', '/search?q=shirt'])(
    'lets shared caches keep the catalogue page at %s as they keep its answers, browsers asking each time',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PUBLIC_CATALOGUE);
      expect(res.headers.etag).toMatch(/^"p-/);
      const signedIn = await app.inject({ url, headers: bearer(token) });
      expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it('keeps fingerprinted scripts for a year', async () => {
    const res = await app.inject({ url: '/assets/index-Abc123.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends private, no-store on every signed-in shopper's answer, whatever its status", async () => {
    const answers = await callEveryShopperRoute(app, token);
    expect(answers.length).toBeGreaterThan(15);
    expect(answers.map(({ call, res }) => [call, res.headers['cache-control']])).toEqual(
      answers.map(({ call }) => [call, PRIVATE_NO_STORE]),
    );
    const ok = await app.inject({ url: '/api/auth/getUser', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('sends private, no-store with every sign-in token', async () => {
    const shopper = newShopper();
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: shopper,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    for (const res of [register, login]) {
      expect(res.json().token).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    }
  });

  it.each([
    '/api/catalog/products?gender=men',
    '/api/catalog/suggest?q=shirt',
    '/api/catalog/nav',
    '/api/api/offers',
  ])('lets a shared cache keep the anonymous answer to %s briefly', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
    );
    expect(res.headers.etag).toEqual(expect.any(String));
    const again = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(res.headers['cache-control']);
  });

  it('never lets a shared cache keep a refusal: the next request asks again', async () => {
    const res = await app.inject({ url: '/api/catalog/products/no-such-product' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it.each([
    ['a token', (t: string) => bearer(t)],
    ['a cookie', () => ({ cookie: 'session=abc' })],
  ])('never lets a shared cache keep a catalogue answer to a request with %s', async (_, h) => {
    for (const url of ['/api/catalog/products?gender=men', '/api/catalog/nav']) {
      const res = await app.inject({ url, headers: h(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const again = await app.inject({
        url,
        headers: { ...h(token), 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
  });
});
