import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, users } from '#db/schema';
import { ensureAdmin } from '#seed/ensure-accounts';
import { bearer, registerShopper } from '../modules/auth/test-users';
import { buildTestApp } from '#test/helper';
import { callEveryShopperRoute } from '#test/shopper-calls';

describe('sessions end with the password or the account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    // A guarded call of the back office's kind, as its modules will add them.
    app.get(
      '/api/admin/test/whoami',
      { preHandler: app.requireAdmin, config: { permission: 'member' } },
      async (request) => ({
        success: true,
        adminId: request.auth?.userId,
      }),
    );
  });
  afterAll(() => app.close());

  it("answers 401, never 200 or 500, on every shopper call for a deleted account's token", async () => {
    const shopper = await registerShopper(app);
    await app.db.delete(users).where(eq(users.id, shopper.user._id));
    const answers = await callEveryShopperRoute(app, shopper.token);
    expect(answers.length).toBeGreaterThan(15);
    expect(answers.map(({ call, res }) => [call, res.statusCode])).toEqual(
      answers.map(({ call }) => [call, 401]),
    );
  });

  it('ends the sessions of a shopper whose password changes, and only those', async () => {
    const shopper = await registerShopper(app);
    const other = await registerShopper(app);
    await app.db
      .update(users)
      .set({ passwordHash: 'changed' })
      .where(eq(users.id, shopper.user._id));
    const ended = await app.inject({ url: '/api/auth/getUser', headers: bearer(shopper.token) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'TokenExpired' });
    const untouched = await app.inject({ url: '/api/auth/getUser', headers: bearer(other.token) });
    expect(untouched.statusCode).toBe(200);
    // A profile edit is not a password change: a new token keeps working through it.
    const token = await app.tokens.sign({ userId: shopper.user._id, role: 'customer' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/complete-profile',
      headers: bearer(token),
      payload: { phoneno: '0501234567', address: 'Marina Walk, Dubai' },
    });
    expect(
      (await app.inject({ url: '/api/auth/getUser', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it("ends an admin's sessions when the admin password changes, not when it is set again", async () => {
    const announce = () => undefined;
    const username = `owner${process.pid}`;
    await ensureAdmin(app.db, { username, password: 'first-password' }, announce);
    const [admin] = await app.db.select().from(admins).where(eq(admins.username, username));
    const token = await app.tokens.sign({ userId: admin!.id, role: 'admin' });
    const whoami = () => app.inject({ url: '/api/admin/test/whoami', headers: bearer(token) });
    expect((await whoami()).json()).toEqual({ success: true, adminId: admin!.id });

    // A restart with the same ADMIN_PASSWORD keeps the back office signed in.
    await ensureAdmin(app.db, { username, password: 'first-password' }, announce);
    expect((await whoami()).statusCode).toBe(200);

    await ensureAdmin(app.db, { username, password: 'second-password' }, announce);
    const ended = await whoami();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'TokenExpired' });

    await app.db.delete(admins).where(eq(admins.id, admin!.id));
    const fresh = await app.tokens.sign({ userId: admin!.id, role: 'admin' });
    const gone = await app.inject({ url: '/api/admin/test/whoami', headers: bearer(fresh) });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
