import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer, registerShopper } from './test-users';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens on a guarded call', () => {
  let app: FastifyInstance;
  let userId: string;
  beforeAll(async () => {
    app = await buildTestApp({ jwtSecret: SECRET });
    userId = (await registerShopper(app)).user._id;
  });
  afterAll(() => app.close());

  const getUser = (token: string) =>
    app.inject({ url: '/api/auth/getUser', headers: bearer(token) });
  const sign = (claims: Record<string, unknown>, secret = SECRET) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('souq-style')
      .sign(new TextEncoder().encode(secret));
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts its own customer token, which lasts 7 days', async () => {
    const token = await app.tokens.sign({ userId, role: 'customer' });
    const [, payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect(claims).toMatchObject({ sub: userId, role: 'customer' });
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('answers an expired token with 401 TokenExpired', async () => {
    const token = await sign({ role: 'customer', iat: now() - 7200, exp: now() - 60 });
    const res = await getUser(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: 'Session expired. Please login again.',
      code: 'TokenExpired',
    });
  });

  it.each([
    ['signed with another key', () => sign({ role: 'customer', exp: now() + 600 }, 'x'.repeat(40))],
    [
      'with alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, role: 'customer', iss: 'souq-style', exp: now() + 600 })}.`,
    ],
    ['with an unknown role', () => sign({ role: 'superuser', exp: now() + 600 })],
    ['without an expiry', () => sign({ role: 'customer' })],
    ['that is not a JWT', async () => 'not-a-token'],
    [
      'with a changed payload',
      async () => {
        const [h, , s] = (await sign({ role: 'customer', exp: now() + 600 })).split('.');
        return `${h}.${b64({ sub: userId, role: 'admin', iss: 'souq-style', exp: now() + 600 })}.${s}`;
      },
    ],
  ])('refuses a token %s with a plain 401', async (_name, make) => {
    const res = await getUser(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: 'Unauthorized access. Please login again.',
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses an admin token on a shopper call with 403', async () => {
    const token = await app.tokens.sign({ userId, role: 'admin' });
    const [, payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(12 * 3600);
    const res = await getUser(token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Access forbidden. You do not have permission.' });
  });
});
