import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '#seed/ensure-accounts';
import { buildTestApp } from '#test/helper';
import { RATE_RULES } from './rate-rules';
import { bearer, registerShopper } from './test-users';

const EMPTY = {
  success: false,
  error: 'Please enter both username and password.',
  code: 'VALIDATION',
};
const WRONG = {
  success: false,
  error: 'Invalid username or password.',
  code: 'INVALID_CREDENTIALS',
};

describe('POST /api/admin/login', () => {
  let app: FastifyInstance;
  const { username, password } = { username: 'admin', password: 'admin-test-password' };
  beforeAll(async () => {
    app = await buildTestApp();
    await ensureAdmin(app.db, { username, password }, () => undefined);
  });
  afterAll(() => app.close());

  let address = 0;
  /** Each test signs in from its own address, so per-address counters start at zero. */
  const nextClient = () => `10.9.0.${(address += 1)}`;
  const login = (payload: unknown, remoteAddress = nextClient()) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: payload as object,
      remoteAddress,
    });

  it('answers {success, token, message} with an admin token for the right password', async () => {
    const res = await login({ username, password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, token: expect.any(String), message: 'Login successful' });
    expect(await app.tokens.verify(body.token)).toEqual({
      userId: expect.any(String),
      role: 'admin',
      sessionVersion: expect.any(Number),
      // The signed-in device, which the member can end on its own.
      sessionId: expect.any(String),
    });
    // The username is matched in any letter case and trimmed, like the unique index.
    expect((await login({ username: ' ADMIN ', password })).statusCode).toBe(200);
  });

  it('gives one 401 message for a wrong password and an unknown username', async () => {
    for (const payload of [
      { username, password: 'not-the-password' },
      { username: 'nobody', password },
      // Passwords are not trimmed: a space is part of the secret.
      { username, password: ` ${password}` },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(WRONG);
    }
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['both empty', { username: '', password: '' }],
    ['blank username', { username: '   ', password }],
    ['empty password', { username, password: '' }],
    ['missing password', { username }],
    ['wrong types', { username: 7, password: ['x'] }],
  ])('answers 400 with the field message for %s', async (_name, payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(EMPTY);
  });

  it('refuses oversized fields before any hashing', async () => {
    const res = await login({ username: 'a'.repeat(101), password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Username must be at most 100 characters');
  });

  it('gives admin tokens no shopper call, and shopper tokens no admin call', async () => {
    const admin = (await login({ username, password })).json().token as string;
    const shopper = await registerShopper(app);
    const asAdmin = await app.inject({ url: '/api/auth/getUser', headers: bearer(admin) });
    expect(asAdmin.statusCode).toBe(403);
    const asShopper = await app.inject({
      url: '/api/admin/dashboard/users',
      headers: bearer(shopper.token),
    });
    expect(asShopper.statusCode).toBe(403);
    // A shopper's email and password are not a back-office account either.
    const res = await login({ username: shopper.email, password: shopper.password });
    expect(res.json()).toEqual(WRONG);
  });

  it('locks one username after 10 attempts in 15 minutes, from any address', async () => {
    const name = 'locked-admin';
    await ensureAdmin(app.db, { username: name, password: 'locked-password' }, () => undefined);
    for (let i = 0; i < RATE_RULES.adminLoginPerAccount.limit; i += 1) {
      expect((await login({ username: name, password: 'wrong-guess' })).statusCode).toBe(401);
    }
    // The right password no longer helps, and another letter case is the same account.
    const res = await login({ username: 'Locked-Admin', password: 'locked-password' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      error: 'Too many requests. Please try again later.',
      code: 'RATE_LIMITED',
    });
    // Other accounts are not locked by it.
    expect((await login({ username, password })).statusCode).toBe(200);
  }, 120_000);

  it("counts only failures: the owner's own sign-ins never use up the allowance", async () => {
    const name = 'busy-owner';
    await ensureAdmin(app.db, { username: name, password: 'owner-password' }, () => undefined);
    // More successful sign-ins than the limit, each from an address new to this admin.
    for (let i = 0; i <= RATE_RULES.adminLoginPerAccount.limit; i += 1) {
      expect((await login({ username: name, password: 'owner-password' })).statusCode).toBe(200);
    }
    // A wrong password is still only a wrong password, and the owner still gets in anywhere.
    expect((await login({ username: name, password: 'wrong-guess' })).statusCode).toBe(401);
    expect((await login({ username: name, password: 'owner-password' })).statusCode).toBe(200);
  }, 120_000);

  it('never locks out an address from which the admin signed in before', async () => {
    const name = 'targeted-admin';
    await ensureAdmin(app.db, { username: name, password: 'owner-password' }, () => undefined);
    const office = nextClient();
    expect((await login({ username: name, password: 'owner-password' }, office)).statusCode).toBe(
      200,
    );
    // An attacker guesses the known username from many addresses until it locks.
    for (let i = 0; i < RATE_RULES.adminLoginPerAccount.limit; i += 1) {
      expect((await login({ username: name, password: 'guess' })).statusCode).toBe(401);
    }
    expect((await login({ username: name, password: 'owner-password' })).statusCode).toBe(429);
    // From the office, the owner signs in as always, again and again.
    for (let i = 0; i < 3; i += 1) {
      const res = await login({ username: name, password: 'owner-password' }, office);
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
    }
  }, 120_000);

  it('limits one address to 30 attempts across usernames, bad input included', async () => {
    const client = nextClient();
    for (let i = 0; i < RATE_RULES.adminLoginPerClient.limit; i += 1) {
      expect((await login({ username: `guess-${i}`, password: '' }, client)).statusCode).toBe(400);
    }
    expect((await login({ username, password }, client)).statusCode).toBe(429);
    expect((await login({ username, password })).statusCode).toBe(200);
  });
});
