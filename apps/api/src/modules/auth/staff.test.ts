import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, admins, staffInvitations } from '#db/schema';
import { ensureAdmin } from '#seed/ensure-accounts';
import { appWithSmtp } from '../mails/mails-test-kit';
import { buildTestApps } from '#test/helper';
import {
  STAFF_OWNER,
  addMember as addStaffMember,
  call,
  linkToken,
  signIn,
  tokenOf,
} from './staff-test-kit';
import { registerShopper } from './test-users';

const OWNER = STAFF_OWNER;

describe('staff: invitations, roles, the grant rule and the last owner', () => {
  let kit: Awaited<ReturnType<typeof appWithSmtp>>;
  let app: FastifyInstance;
  let owner = '';

  /** Invites `email` as `role` by the owner, accepts the mailed link, and signs them in. */
  const addMember = (role: string, email?: string) =>
    addStaffMember(app, kit.mailTo, owner, role, email);

  beforeAll(async () => {
    kit = await appWithSmtp();
    app = kit.app;
    await ensureAdmin(app.db, OWNER, () => undefined);
    owner = await tokenOf(app, OWNER.username, OWNER.password);
  });
  afterAll(() => kit.close());

  it('keeps the owner’s sign-in answer and makes the account the store made an Owner', async () => {
    const res = await signIn(app, OWNER.username, OWNER.password);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'success', 'token']);
    expect(res.json()).toMatchObject({ success: true, message: 'Login successful' });
    const me = await call(app, res.json().token, 'GET', '/api/admin/me');
    expect(me.json().member).toMatchObject({ username: 'owner', role: 'owner' });
    expect(me.json().member.permissions).toContain('staff:manage');
  });

  it('invites by mail with a one-time link kept only hashed, which works once', async () => {
    const email = 'noura@souq.test';
    const res = await call(app, owner, 'POST', '/api/admin/staff/invitations', {
      email: 'Noura@Souq.test',
      role: 'fulfilment',
    });
    expect(res.statusCode).toBe(201);
    const expires = new Date(res.json().invitation.expiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
    const mail = await kit.mailTo(email, 'invited');
    expect(mail.text).toContain('Fulfilment');
    expect(mail.text).toContain('تجهيز الطلبات وشحنها');
    const token = linkToken(mail.text);
    const [stored] = await app.db.select().from(staffInvitations);
    expect(JSON.stringify(stored)).not.toContain(token);

    const info = await app.inject({ method: 'GET', url: `/api/staff/invitation?token=${token}` });
    expect(info.json().invitation).toMatchObject({ email, role: { en: 'Fulfilment' } });
    const body = { token, name: 'Noura Al Ali', password: 'noura-password' };
    const first = await app.inject({ method: 'POST', url: '/api/staff/accept', payload: body });
    expect(first.statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/staff/accept',
      payload: body,
      headers: { 'accept-language': 'ar' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(
      'رابط الدعوة هذا غير صالح أو انتهت صلاحيته. اطلب دعوة جديدة من مالك المتجر.',
    );
    const member = await tokenOf(app, email, 'noura-password');
    const me = await call(app, member, 'GET', '/api/admin/me');
    expect(me.json().member).toMatchObject({ name: 'Noura Al Ali', role: 'fulfilment' });
  });

  it('refuses a link past its 72 hours', async () => {
    const email = 'late@souq.test';
    await call(app, owner, 'POST', '/api/admin/staff/invitations', { email, role: 'accountant' });
    const token = linkToken((await kit.mailTo(email, 'invited')).text);
    const realNow = app.clock.now;
    app.clock.now = () => new Date(Date.now() + 72 * 3_600_000 + 1_000);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/staff/accept',
        payload: { token, name: 'Late', password: 'late-password' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('INVITATION_NOT_VALID');
    } finally {
      app.clock.now = realNow;
    }
  });

  it('answers 403 in the request’s language for a permission the role lacks, changing nothing', async () => {
    const fulfilment = await addMember('fulfilment');
    const before = await app.db.select({ n: count() }).from(adminAuditLog);
    const res = await call(
      app,
      fulfilment.token,
      'POST',
      '/api/admin/products/bulk-price',
      { ids: ['SS-000001'], percent: 10 },
      'ar',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PERMISSION_DENIED',
      error: 'دورك لا يسمح بهذا الإجراء، فهو يتطلب الصلاحية prices:write. تواصل مع مالك المتجر.',
    });
    const english = await call(app, fulfilment.token, 'GET', '/api/admin/staff');
    expect(english.json().error).toBe(
      'Your role does not allow this: it needs the permission staff:read. Ask the store owner.',
    );
    const after = await app.db.select({ n: count() }).from(adminAuditLog);
    expect(after).toEqual(before);
  });

  it('lets one call do only what the member’s role allows of it: ship yes, cancel no', async () => {
    const fulfilment = await addMember('fulfilment');
    const cancel = await call(app, fulfilment.token, 'POST', '/api/admin/orders/updateStatus', {
      orderid: 'ORD-NOPE',
      status: 'Cancelled',
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().error).toContain('orders:cancel');
    const ship = await call(app, fulfilment.token, 'POST', '/api/admin/orders/updateStatus', {
      orderid: 'ORD-NOPE',
      status: 'shipped',
      carrier: 'aramex',
      trackingNumber: 'TRK123',
    });
    expect(ship.statusCode).not.toBe(403);
    const approve = await call(
      app,
      fulfilment.token,
      'POST',
      '/api/admin/returns/updateReturnStatus',
      {
        return_id: 'RT-NOPE',
        status: 'approved_by_shop_owner',
      },
    );
    expect(approve.statusCode).toBe(403);
  });

  it('holds the grant rule: nobody gives what they do not hold', async () => {
    // A custom role that manages staff but holds nothing of the catalogue.
    const made = await call(app, owner, 'POST', '/api/admin/staff/roles', {
      name: 'Team lead',
      permissions: ['staff:read', 'staff:manage', 'orders:read'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const lead = await addMember(made.json().role.id);
    const invite = await call(app, lead.token, 'POST', '/api/admin/staff/invitations', {
      email: 'cat@souq.test',
      role: 'catalogue',
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().code).toBe('GRANT_NOT_HELD');
    expect(invite.json().error).toContain('products:write');
    const role = await call(app, lead.token, 'POST', '/api/admin/staff/roles', {
      name: 'Sneaky',
      permissions: ['orders:read', 'wallet:adjust'],
    });
    expect(role.statusCode).toBe(403);
    // Nor take away what they do not hold: the owner's role is out of their reach.
    const [ownerRow] = await app.db.select().from(admins).where(eq(admins.username, 'owner'));
    const demote = await call(app, lead.token, 'PATCH', `/api/admin/staff/${ownerRow!.id}`, {
      role: made.json().role.id,
    });
    expect(demote.statusCode).toBe(403);
    const reset = await call(
      app,
      lead.token,
      'POST',
      `/api/admin/staff/${ownerRow!.id}/two-step/reset`,
    );
    expect(reset.statusCode).toBe(403);
    expect(reset.json().code).toBe('GRANT_NOT_HELD');
    // What they hold, they may give.
    const fine = await call(app, lead.token, 'POST', '/api/admin/staff/invitations', {
      email: 'reader@souq.test',
      role: made.json().role.id,
    });
    expect(fine.statusCode).toBe(201);
  });

  it('never leaves the store without an active owner, even when two owners demote each other at once', async () => {
    const [ownerRow] = await app.db.select().from(admins).where(eq(admins.username, 'owner'));
    const self = await call(app, owner, 'PATCH', `/api/admin/staff/${ownerRow!.id}`, {
      role: 'manager',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('LAST_OWNER');
    const off = await call(app, owner, 'PATCH', `/api/admin/staff/${ownerRow!.id}`, {
      status: 'deactivated',
    });
    expect(off.statusCode).toBe(409);

    const second = await addMember('owner');
    const [a, b] = await Promise.all([
      call(app, owner, 'PATCH', `/api/admin/staff/${second.id}`, { role: 'manager' }),
      call(app, second.token, 'PATCH', `/api/admin/staff/${ownerRow!.id}`, { role: 'manager' }),
    ]);
    // One wins; the other is refused as the last owner (409), or as a manager already (403).
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const owners = await app.db.select().from(admins).where(eq(admins.role, 'owner'));
    expect(owners).toHaveLength(1);
    // Whoever is left as owner makes the other one an owner again.
    const left = owners[0]!.id === ownerRow!.id ? owner : second.token;
    const other = owners[0]!.id === ownerRow!.id ? second.id : ownerRow!.id;
    expect(
      (await call(app, left, 'PATCH', `/api/admin/staff/${other}`, { role: 'owner' })).statusCode,
    ).toBe(200);
    owner = await tokenOf(app, OWNER.username, OWNER.password);
  });

  it('holds a member’s daily wallet cap exactly under parallel adjustments', async () => {
    const service = await addMember('customer-service');
    const shopper = await registerShopper(app);
    const adjust = (amount: number) =>
      call(app, service.token, 'POST', `/api/admin/customers/${shopper.user._id}/wallet/adjust`, {
        type: 'credit',
        amount,
        reason: 'Goodwill for a late parcel',
        idempotencyKey: randomBytes(8).toString('hex'),
      });
    // Twelve credits of AED 25 at once against the default AED 200 a day: exactly eight pass.
    const results = await Promise.all(Array.from({ length: 12 }, () => adjust(25)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(8);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'WALLET_CAP_REACHED' });
    expect(refused.json().error).toContain('AED 200.00');
    const wallet = await call(app, owner, 'GET', `/api/admin/customers/${shopper.user._id}/wallet`);
    expect(wallet.json().wallet.balance).toBe(200);
    // The owner raises the cap; the owner's own adjustments have none.
    await call(app, owner, 'PATCH', `/api/admin/staff/${service.id}`, { walletDailyCap: 250 });
    expect((await adjust(50)).statusCode).toBe(200);
    expect((await adjust(0.01)).statusCode).toBe(409);
  });

  it('a role change takes effect at the member’s next call', async () => {
    const member = await addMember('accountant');
    expect((await call(app, member.token, 'GET', '/api/admin/products')).statusCode).toBe(403);
    await call(app, owner, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'catalogue' });
    expect((await call(app, member.token, 'GET', '/api/admin/products')).statusCode).toBe(200);
  });

  it('lists devices; a member ends one, the owner ends all; the audit log names the member', async () => {
    const member = await addMember('catalogue');
    const second = await tokenOf(app, member.email, 'member-password-1');
    const list = await call(app, member.token, 'GET', '/api/admin/me/sessions');
    const sessions = list.json().sessions as { id: string; current: boolean; userAgent: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.userAgent).toContain('Chrome');
    const other = sessions.find((s) => !s.current)!;
    expect(
      (await call(app, member.token, 'DELETE', `/api/admin/me/sessions/${other.id}`)).statusCode,
    ).toBe(200);
    expect((await call(app, second, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await call(app, member.token, 'GET', '/api/admin/me')).statusCode).toBe(200);
    expect(
      (await call(app, owner, 'DELETE', `/api/admin/staff/${member.id}/sessions`)).statusCode,
    ).toBe(200);
    expect((await call(app, member.token, 'GET', '/api/admin/me')).statusCode).toBe(401);

    const log = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.objectId, member.id));
    const actions = log.map((e) => `${e.action} by ${e.adminUsername}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff.join by Member catalogue',
        'staff.sign-in by Member catalogue',
        'staff.session-end by Member catalogue',
        'staff.sessions-end by owner',
      ]),
    );
  });
});

describe('deactivation across instances', () => {
  let apps: FastifyInstance[];
  beforeAll(async () => {
    apps = await buildTestApps(2, { rateLimitMultiplier: 100 });
    await ensureAdmin(apps[0]!.db, OWNER, () => undefined);
  });
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('ends a deactivated member’s sessions at their next call on every instance, and reactivation needs a new sign-in', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const owner = await tokenOf(one, OWNER.username, OWNER.password);
    const [ownerRow] = await one.db.select().from(admins).where(eq(admins.username, 'owner'));
    // A member made directly, then signed in on the second instance.
    const passwordHash = await one.passwords.hash('member-password-1');
    const [member] = await one.db
      .insert(admins)
      .values({ username: 'zayed@souq.test', name: 'Zayed', passwordHash, role: 'fulfilment' })
      .returning();
    const token = await tokenOf(two, 'zayed@souq.test', 'member-password-1');
    // Both instances have answered (and remembered) the token once.
    for (const app of apps)
      expect((await call(app, token, 'GET', '/api/admin/orders')).statusCode).toBe(200);

    const res = await call(one, owner, 'PATCH', `/api/admin/staff/${member!.id}`, {
      status: 'deactivated',
    });
    expect(res.statusCode).toBe(200);
    for (const app of apps) {
      const after = await call(app, token, 'GET', '/api/admin/orders');
      expect(after.statusCode).toBe(401);
    }
    const again = await signIn(two, 'zayed@souq.test', 'member-password-1');
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('ACCOUNT_DEACTIVATED');

    await call(one, owner, 'PATCH', `/api/admin/staff/${member!.id}`, { status: 'active' });
    expect((await call(two, token, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    const fresh = await tokenOf(two, 'zayed@souq.test', 'member-password-1');
    expect((await call(one, fresh, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect(ownerRow!.role).toBe('owner');
  });
});
