import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { resetCodeIn, startSmtpListener } from '#test/smtp-listener';
import { RATE_RULES } from './rate-rules';
import { newShopper, registerShopper } from './test-users';

const TOO_MANY = {
  success: false,
  error: 'Too many requests. Please try again later.',
  code: 'RATE_LIMITED',
};

describe('rate limits on sign-in, registration and codes', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    app = await buildTestApp({ mail: { smtpUrl: smtp.url, from: 'Souq Style <shop@example.ae>' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  let address = 0;
  /** Each test comes from its own client address so the per-client counters start at zero. */
  const nextClient = () => `10.0.0.${(address += 1)}`;
  const post = (url: string, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });

  it('locks one account after 10 login attempts in 15 minutes, from any address', async () => {
    const shopper = await registerShopper(app);
    const { limit } = RATE_RULES.loginPerAccount;
    for (let i = 0; i < limit; i += 1) {
      const res = await post(
        '/api/auth/login',
        { email: shopper.email, password: 'wrong-pass' },
        nextClient(),
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(
      '/api/auth/login',
      { email: shopper.email, password: shopper.password },
      nextClient(),
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
  }, 120_000);

  it('does not lock the owner out: an address that signed in before keeps its own allowance', async () => {
    const home = nextClient();
    const shopper = await registerShopper(app);
    const signIn = (password: string, client: string) =>
      post('/api/auth/login', { email: shopper.email, password }, client);
    expect((await signIn(shopper.password, home)).statusCode).toBe(200);

    // Someone elsewhere uses up the account's shared allowance.
    for (let i = 0; i < RATE_RULES.loginPerAccount.limit; i += 1) {
      expect((await signIn('wrong-pass', nextClient())).statusCode).toBe(401);
    }
    expect((await signIn(shopper.password, nextClient())).statusCode).toBe(429);

    // The owner, from where they signed in before, still gets in.
    const owner = await signIn(shopper.password, home);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  }, 120_000);

  /** Locks the shopper's account for new addresses with wrong guesses from elsewhere. */
  async function lockOut(shopper: { email: string; password: string }) {
    for (let i = 0; i < RATE_RULES.loginPerAccount.limit; i += 1) {
      const res = await post(
        '/api/auth/login',
        { ...shopper, password: 'wrong-pass' },
        nextClient(),
      );
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/auth/login', shopper, nextClient());
    expect(locked.statusCode).toBe(429);
  }

  it('lifts the lock for every address once the shopper signs in with the right password', async () => {
    const home = nextClient();
    const { email, password } = await registerShopper(app);
    expect((await post('/api/auth/login', { email, password }, home)).statusCode).toBe(200);
    await lockOut({ email, password });
    expect((await post('/api/auth/login', { email, password }, home)).statusCode).toBe(200);
    // The shopper can now sign in on a new phone too.
    const phone = await post('/api/auth/login', { email, password }, nextClient());
    expect(phone.statusCode).toBe(200);
  }, 120_000);

  it('lifts the lock for every address once the shopper resets the password', async () => {
    const { email, password } = await registerShopper(app);
    await lockOut({ email, password });
    const before = smtp.received.length;
    expect((await post('/api/auth/send-otp', { email }, nextClient())).statusCode).toBe(200);
    const code = resetCodeIn(await smtp.nextMailTo(email, before));
    const reset = await post(
      '/api/auth/reset-password',
      { email, code, password: 'my-new-pass' },
      nextClient(),
    );
    expect(reset.statusCode).toBe(200);
    // Signed in from yet another address, as after any reset on a device never used before.
    const res = await post('/api/auth/login', { email, password: 'my-new-pass' }, nextClient());
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  }, 120_000);

  it('still limits guesses from an address that signed in before, on its own count', async () => {
    const home = nextClient();
    const shopper = await registerShopper(app);
    await post('/api/auth/login', { email: shopper.email, password: shopper.password }, home);
    for (let i = 0; i < RATE_RULES.loginPerAccount.limit; i += 1) {
      const res = await post('/api/auth/login', { email: shopper.email, password: 'nope12' }, home);
      expect(res.statusCode).toBe(401);
    }
    const res = await post('/api/auth/login', { email: shopper.email, password: 'nope12' }, home);
    expect(res.statusCode).toBe(429);
  }, 120_000);

  it('limits one address to 30 login attempts across accounts', async () => {
    const client = nextClient();
    const { limit } = RATE_RULES.loginPerClient;
    for (let i = 0; i < limit; i += 1) {
      // Bad input stops before any hashing, yet still counts against the address.
      const res = await post('/api/auth/login', { email: `x${i}@b.ae`, password: '' }, client);
      expect(res.statusCode).toBe(400);
    }
    const res = await post('/api/auth/login', { email: 'y@b.ae', password: 'whatever' }, client);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('limits registrations from one address to 10 an hour', async () => {
    const client = nextClient();
    for (let i = 0; i < RATE_RULES.registerPerClient.limit; i += 1) {
      await post('/api/auth/register', newShopper({ fullname: '' }), client);
    }
    const res = await post('/api/auth/register', newShopper(), client);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('sends at most 3 codes to one email in 15 minutes', async () => {
    const email = 'limit-me@example.ae';
    for (let i = 0; i < RATE_RULES.sendOtpPerAccount.limit; i += 1) {
      expect((await post('/api/auth/send-otp', { email }, nextClient())).statusCode).toBe(200);
    }
    const res = await post('/api/auth/send-otp', { email }, nextClient());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });

  it('limits code checks per email, shared by verify-otp and reset-password', async () => {
    const email = 'guess-me@example.ae';
    const { limit } = RATE_RULES.codeCheckPerAccount;
    for (let i = 0; i < limit; i += 1) {
      const url = i % 2 ? '/api/auth/verify-otp' : '/api/auth/reset-password';
      const res = await post(url, { email, code: '123456', password: 'secret123' }, nextClient());
      expect(res.statusCode).toBe(400);
    }
    const res = await post('/api/auth/verify-otp', { email, code: '123456' }, nextClient());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });
});

describe('RATE_LIMIT_MULTIPLIER', () => {
  it('scales every limit', async () => {
    const app = await buildTestApp({ rateLimitMultiplier: 2 });
    try {
      const email = 'scaled@example.ae';
      const send = () =>
        app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email } });
      for (let i = 0; i < RATE_RULES.sendOtpPerAccount.limit * 2; i += 1) {
        expect((await send()).statusCode).toBe(200);
      }
      expect((await send()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
