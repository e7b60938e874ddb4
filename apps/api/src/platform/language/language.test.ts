import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';

describe('the language of API error messages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const badSignUp = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { fullname: 'Layla Haddad', email: 'not-an-email', password: 'secret1' },
    });
  const noToken = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/auth/getUser', headers });
  const noProduct = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/catalog/products/no-such-product', headers });

  it('answers a validation error, a 401 and a 404 in Arabic when Accept-Language prefers it', async () => {
    const headers = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' };
    const invalid = await badSignUp(headers);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      success: false,
      error: 'صيغة البريد الإلكتروني غير صحيحة',
      code: 'VALIDATION',
      fields: { email: 'صيغة البريد الإلكتروني غير صحيحة' },
    });
    const unauthenticated = await noToken(headers);
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toMatchObject({ success: false, error: 'يلزم تسجيل الدخول.' });
    const missing = await noProduct(headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      error: 'المنتج غير موجود',
      code: 'PRODUCT_NOT_FOUND',
    });
  });

  it('answers in Arabic with the lang=ar cookie', async () => {
    const res = await noProduct({ cookie: 'lang=ar' });
    expect(res.json()).toMatchObject({ error: 'المنتج غير موجود' });
  });

  it('keeps the original clients English: no header, English preferred, or the lang=en cookie', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' },
      { cookie: 'lang=en', 'accept-language': 'ar' },
    ];
    for (const headers of cases) {
      expect((await badSignUp(headers)).json()).toMatchObject({
        error: 'Email format is invalid',
        fields: { email: 'Email format is invalid' },
      });
      expect((await noToken(headers)).json()).toMatchObject({ error: 'Authentication required.' });
      expect((await noProduct(headers)).json()).toEqual({
        success: false,
        error: 'Product not found',
        code: 'PRODUCT_NOT_FOUND',
      });
    }
  });

  it('tells caches an error answer varies with Accept-Language, and leaves successes alone', async () => {
    const missing = await noProduct();
    expect(String(missing.headers.vary)).toMatch(/Accept-Language/);
    const english = await app.inject({ method: 'GET', url: '/api/catalog/nav' });
    const arabic = await app.inject({
      method: 'GET',
      url: '/api/catalog/nav',
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toBe(english.body);
    expect(String(english.headers.vary ?? '')).not.toMatch(/Accept-Language/);
  });

  it('translates the unknown-path 404 and the malformed-JSON 400 too', async () => {
    const headers = { 'accept-language': 'ar' };
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
    expect(unknown.json()).toMatchObject({ error: 'المورد غير موجود' });
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ error: 'نص الطلب ليس JSON صالحًا' });
  });
});
