import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer, registerShopper } from './test-users';

describe("the account's language (GET/PATCH /api/user/language)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
  });
  afterAll(() => app.close());

  const language = (token: string) =>
    app.inject({ method: 'GET', url: '/api/user/language', headers: bearer(token) });
  const setLanguage = (token: string, payload: unknown) =>
    app.inject({
      method: 'PATCH',
      url: '/api/user/language',
      headers: bearer(token),
      payload: payload as object,
    });

  it('starts in English, keeps Arabic once chosen, and only for that account', async () => {
    const shopper = await registerShopper(app);
    const other = await registerShopper(app);
    expect((await language(shopper.token)).json()).toEqual({ success: true, language: 'en' });

    const set = await setLanguage(shopper.token, { language: 'ar' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, language: 'ar' });
    expect((await language(shopper.token)).json()).toEqual({ success: true, language: 'ar' });
    expect((await language(other.token)).json()).toEqual({ success: true, language: 'en' });

    // The user object keeps its original shape.
    const user = await app.inject({
      method: 'GET',
      url: '/api/auth/getUser',
      headers: bearer(shopper.token),
    });
    expect(Object.keys(user.json().user as object)).not.toContain('language');
  });

  it('refuses unknown languages and extra fields, changing nothing', async () => {
    const shopper = await registerShopper(app);
    for (const payload of [
      { language: 'fr' },
      { language: 'ar', admin: true },
      {},
      { language: 1 },
    ]) {
      const res = await setLanguage(shopper.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await language(shopper.token)).json()).toEqual({ success: true, language: 'en' });
  });

  it('asks for a signed-in shopper', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/user/language',
      payload: { language: 'ar' },
    });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/user/language' })).statusCode).toBe(401);
  });
});
