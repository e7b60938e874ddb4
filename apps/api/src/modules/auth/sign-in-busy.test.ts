import { count, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '#db/schema';
import { ensureAdmin } from '#seed/ensure-accounts';
import { buildTestApp } from '#test/helper';
import { newShopper, registerShopper } from './test-users';

const BUSY = {
  success: false,
  error: 'Sign-in is busy right now. Please try again in a moment.',
  code: 'BUSY',
};

describe('sign-in past the bound of the password pool', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // One hash at a time, and a wait far shorter than a hash: the second of two at once is refused.
    app = await buildTestApp({ passwordHashing: { threads: 1, maxWaitMs: 100, maxQueue: 64 } });
  });
  afterAll(() => app.close());

  let address = 0;
  const nextClient = () => `10.26.0.${(address += 1)}`;
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
  /** Some requests got the thread and succeeded; the others waited, then got 503 BUSY. */
  function expectSomeBusy(responses: Array<{ statusCode: number; json(): unknown }>, ok: number[]) {
    const busy = responses.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length).toBeLessThan(responses.length);
    for (const res of busy) expect(res.json()).toEqual(BUSY);
    for (const res of responses) expect([...ok, 503]).toContain(res.statusCode);
  }

  it('answers 503 BUSY to the shopper sign-ins that find no free hash thread', async () => {
    const { email, password } = await registerShopper(app);
    const responses = await Promise.all(
      [1, 2, 3, 4].map(() => post('/api/auth/login', { email, password })),
    );
    expectSomeBusy(responses, [200]);
    // A refused sign-in used up none of the shopper's allowance: they just try again.
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(200);
  }, 120_000);

  it('refuses a sign-in flood before its database work', async () => {
    const { email, password } = await registerShopper(app);
    const clients = [1, 2, 3, 4, 5, 6].map(() => nextClient());
    const responses = await Promise.all(
      clients.map((remoteAddress) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress,
        }),
      ),
    );
    expectSomeBusy(responses, [200]);
    // A refused sign-in never reached the rate limiter's table: its address has no hits at all.
    const refused = clients.filter((_, i) => responses[i]?.statusCode === 503);
    const hits = await app.db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(
        inArray(
          rateLimitHits.bucket,
          refused.map((c) => `login:ip:${c}`),
        ),
      );
    expect(refused.length).toBeGreaterThan(0);
    expect(hits[0]?.n).toBe(0);
  }, 120_000);

  it('refuses the back office sign-in the same way, while a registration waits its turn', async () => {
    const admin = { username: 'busy-admin', password: 'busy-admin-password' };
    await ensureAdmin(app.db, admin, () => undefined);
    const responses = await Promise.all([
      post('/api/admin/login', admin),
      post('/api/admin/login', admin),
      post('/api/admin/login', admin),
      post('/api/auth/register', newShopper()),
    ]);
    // The registration may take the thread first; then every sign-in behind it is refused.
    const signIns = responses.slice(0, 3);
    const busy = signIns.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) expect(res.json()).toEqual(BUSY);
    for (const res of signIns) expect([200, 503]).toContain(res.statusCode);
    expect(responses[3]?.statusCode).toBe(201);
  }, 120_000);
});

describe("a burst of sign-ups at a sale's launch", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A sign-in's wait is far shorter than the burst takes to hash: a sign-up waits longer.
    app = await buildTestApp({
      passwordHashing: { threads: 1, maxWaitMs: 100, maxQueue: 64, costLog2: 12 },
    });
  });
  afterAll(() => app.close());

  it('gives every one of 50 shoppers signing up at once from 50 addresses their account', async () => {
    const shoppers = Array.from({ length: 50 }, () => newShopper());
    const responses = await Promise.all(
      shoppers.map((shopper, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: shopper,
          remoteAddress: `10.27.0.${i + 1}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(shoppers.map(() => 201));
    for (const [i, { email, password }] of shoppers.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: `10.27.1.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
  }, 120_000);
});
