import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer, newShopper, registerShopper } from './test-users';

describe('register, login, getUser and complete-profile', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('registers a shopper and answers with a token and the user, never a password', async () => {
    const body = newShopper({ phoneno: '0501234567', address: 'Marina Walk, Dubai' });
    const res = await post('/api/auth/register', { ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      message: 'Registration successful',
      user: {
        fullname: body.fullname,
        email: body.email,
        phoneno: '0501234567',
        address: 'Marina Walk, Dubai',
      },
    });
    expect(json.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Object.keys(json.user).sort()).toEqual([
      '_id',
      'address',
      'email',
      'fullname',
      'phoneno',
    ]);
    expect(res.body).not.toMatch(/scrypt|password/i);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { fullname: ' ' }, 'Full name is required'],
    ['no email', { email: '' }, 'Email is required'],
    ['bad email', { email: 'not-an-email' }, 'Email format is invalid'],
    [
      'short phone',
      { phoneno: '05012' },
      'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)',
    ],
    ['short address', { address: 'Dxb' }, 'Address must be at least 5 characters long'],
    ['no password', { password: '' }, 'Password is required'],
    ['short password', { password: 'abc' }, 'Password must be at least 6 characters'],
  ])('refuses registration with %s', async (_name, change, message) => {
    const res = await post('/api/auth/register', newShopper(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('refuses a second account for the same email in any letter case with 409', async () => {
    const first = await registerShopper(app);
    const res = await post('/api/auth/register', newShopper({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
    });
  });

  it('signs in with the right password, whatever the email case', async () => {
    const shopper = await registerShopper(app);
    const res = await post('/api/auth/login', {
      email: ` ${shopper.email.toUpperCase()} `,
      password: shopper.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Login successful' });
    const user = await app.inject({ url: '/api/auth/getUser', headers: bearer(res.json().token) });
    expect(user.json()).toEqual({ success: true, user: shopper.user });
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const shopper = await registerShopper(app);
    const wrong = await post('/api/auth/login', { email: shopper.email, password: 'wrong-pass' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.ae',
      password: 'wrong-pass',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['nothing', {}, 'Please fill in all fields'],
    ['no password', { email: 'a@b.ae', password: '' }, 'Please fill in all fields'],
    [
      'a short password',
      { email: 'a@b.ae', password: 'abc' },
      'Password must be at least 6 characters',
    ],
  ])('refuses login with %s', async (_name, payload, message) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('completes the profile of the signed-in shopper only', async () => {
    const shopper = await registerShopper(app);
    const res = await post(
      '/api/auth/complete-profile',
      { phoneno: ' 0559876543 ', address: 'Villa 12, Al Barsha 2, Dubai', fullname: 'Hacker' },
      bearer(shopper.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: { ...shopper.user, phoneno: '0559876543', address: 'Villa 12, Al Barsha 2, Dubai' },
    });
    const again = await app.inject({ url: '/api/auth/getUser', headers: bearer(shopper.token) });
    expect(again.json().user.phoneno).toBe('0559876543');
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'no phone',
      { address: 'Villa 12, Al Barsha' },
      'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)',
    ],
    [
      'letters in phone',
      { phoneno: '05012345ab', address: 'Villa 12' },
      'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)',
    ],
    ['no address', { phoneno: '0501234567' }, 'Address must be at least 5 characters long'],
    [
      'short address',
      { phoneno: '0501234567', address: 'Dxb' },
      'Address must be at least 5 characters long',
    ],
  ])('refuses complete-profile with %s', async (_name, payload, message) => {
    const shopper = await registerShopper(app);
    const res = await post('/api/auth/complete-profile', payload, bearer(shopper.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('needs a token for getUser and complete-profile', async () => {
    const read = await app.inject({ url: '/api/auth/getUser' });
    const write = await post('/api/auth/complete-profile', {
      phoneno: '0501234567',
      address: 'Villa 12',
    });
    for (const res of [read, write]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'Authentication required.',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('stores passwords as salted scrypt hashes at OWASP cost', async () => {
    // The tests' app hashes cheaply (PASSWORD_HASH_COST=12); a shop's runs at the default.
    const shop = await buildTestApp({
      passwordHashing: { threads: 1, maxWaitMs: 120_000, maxQueue: 64 },
    });
    try {
      const a = await registerShopper(shop, { password: 'same-password' });
      const b = await registerShopper(shop, { password: 'same-password' });
      const rows = await shop.db.query.users.findMany({
        where: (u, { inArray }) => inArray(u.id, [a.user._id, b.user._id]),
      });
      const hashes = rows.map((r) => r.passwordHash ?? '');
      expect(hashes[0]).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(hashes[0]).not.toBe(hashes[1]);
      expect(hashes.join()).not.toContain('same-password');
      // And the shopper signs in with it.
      const login = await shop.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: a.email, password: 'same-password' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});
