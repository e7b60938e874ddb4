import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, admins, staffRoles } from '#db/schema';
import { ANSWER_SCHEMAS } from '#platform/openapi/answer-schemas';
import { ensureAdmin } from '#seed/ensure-accounts';
import { appWithSmtp } from '../mails/mails-test-kit';
import {
  MEMBER_PASSWORD,
  STAFF_OWNER,
  addMember as addStaffMember,
  call as staffCall,
  linkToken,
  tokenOf,
} from './staff-test-kit';

/**
 * What the console's Staff page does beyond inviting: the wallet cap, a custom role edited, and a
 * member's devices seen and ended one by one by the owner.
 */
describe('staff page: wallet caps, custom roles edited, a member’s devices', () => {
  let mails: Awaited<ReturnType<typeof appWithSmtp>>;
  let app: FastifyInstance;
  let owner = '';
  const kit = {
    call: (...args: Parameters<typeof staffCall> extends [unknown, ...infer R] ? R : never) =>
      staffCall(app, ...args),
    tokenOf: (username: string, password: string) => tokenOf(app, username, password),
    addMember: (inviter: string, role: string) => addStaffMember(app, mails.mailTo, inviter, role),
  };

  const auditCount = async () => (await app.db.select({ n: count() }).from(adminAuditLog))[0]!.n;
  const lastEntry = async (objectId: string) => {
    const [entry] = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.objectId, objectId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(1);
    return entry;
  };

  beforeAll(async () => {
    mails = await appWithSmtp();
    app = mails.app;
    await ensureAdmin(app.db, STAFF_OWNER, () => undefined);
    owner = await kit.tokenOf(STAFF_OWNER.username, STAFF_OWNER.password);
  });
  afterAll(() => mails.close());

  it('the invitation’s page and its acceptance answer as the contract says', async () => {
    const email = 'contract-invitee@souq.test';
    await kit.call(owner, 'POST', '/api/admin/staff/invitations', { email, role: 'accountant' });
    const token = linkToken((await mails.mailTo(email, 'invited')).text);
    const info = await app.inject({ method: 'GET', url: `/api/staff/invitation?token=${token}` });
    expect(ANSWER_SCHEMAS['GET /api/staff/invitation']!.safeParse(info.json()).error).toBe(
      undefined,
    );
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/staff/accept',
      payload: { token, name: 'Mariam', password: MEMBER_PASSWORD },
    });
    expect(accepted.json()).toEqual({ success: true, username: email });
    expect(ANSWER_SCHEMAS['POST /api/staff/accept']!.safeParse(accepted.json()).success).toBe(true);
  });

  it('the owner sets a member’s daily wallet cap: shown on the Staff page, audited, refused when bad', async () => {
    const service = await kit.addMember(owner, 'customer-service');
    const before = await auditCount();
    const bad = await kit.call(owner, 'PATCH', `/api/admin/staff/${service.id}`, {
      walletDailyCap: 100_001,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('The daily wallet cap must be an amount in AED from 0 to 100000');
    const badAr = await kit.call(
      owner,
      'PATCH',
      `/api/admin/staff/${service.id}`,
      { walletDailyCap: 12.345 },
      'ar',
    );
    expect(badAr.statusCode).toBe(400);
    expect(badAr.json().error).toBe(
      'يجب أن يكون الحد اليومي للمحفظة مبلغًا بالدرهم من 0 إلى 100000',
    );
    expect(await auditCount()).toBe(before);

    const set = await kit.call(owner, 'PATCH', `/api/admin/staff/${service.id}`, {
      walletDailyCap: 350.5,
    });
    expect(set.statusCode, set.body).toBe(200);
    const staff = await kit.call(owner, 'GET', '/api/admin/staff');
    const row = staff.json().members.find((m: { id: string }) => m.id === service.id);
    expect(row.walletDailyCap).toBe(350.5);
    const me = await kit.call(service.token, 'GET', '/api/admin/me');
    expect(me.json().member.walletDailyCap).toBe(350.5);
    const entry = await lastEntry(service.id);
    expect(entry).toMatchObject({
      action: 'staff.wallet-cap',
      adminUsername: STAFF_OWNER.username,
      changes: { walletDailyCapFils: { from: 20_000, to: 35_050 } },
    });

    // A member who may not manage staff cannot raise their own cap, in either language.
    const own = await kit.call(service.token, 'PATCH', `/api/admin/staff/${service.id}`, {
      walletDailyCap: 100_000,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(
      'Your role does not allow this: it needs the permission staff:manage. Ask the store owner.',
    );
    const ownAr = await kit.call(
      service.token,
      'PATCH',
      `/api/admin/staff/${service.id}`,
      { walletDailyCap: 100_000 },
      'ar',
    );
    expect(ownAr.json().error).toBe(
      'دورك لا يسمح بهذا الإجراء، فهو يتطلب الصلاحية staff:manage. تواصل مع مالك المتجر.',
    );
  });

  it('a custom role’s name and permissions are edited: its members hold the new list at their next call', async () => {
    const made = await kit.call(owner, 'POST', '/api/admin/staff/roles', {
      name: 'Weekend desk',
      permissions: ['orders:read'],
    });
    const roleId = made.json().role.id as string;
    const member = await kit.addMember(owner, roleId);
    expect((await kit.call(member.token, 'GET', '/api/admin/returns')).statusCode).toBe(403);

    const edited = await kit.call(owner, 'PUT', `/api/admin/staff/roles/${roleId}`, {
      name: 'Weekend returns desk',
      permissions: ['returns:read', 'orders:read'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().role).toEqual({
      id: roleId,
      name: 'Weekend returns desk',
      permissions: ['orders:read', 'returns:read'],
    });
    expect((await kit.call(member.token, 'GET', '/api/admin/returns')).statusCode).toBe(200);
    const me = await kit.call(member.token, 'GET', '/api/admin/me');
    expect(me.json().member).toMatchObject({ roleName: 'Weekend returns desk' });
    expect(await lastEntry(roleId)).toMatchObject({
      action: 'staff.role-update',
      adminUsername: STAFF_OWNER.username,
      objectLabel: 'Weekend returns desk',
    });

    const before = await auditCount();
    const empty = await kit.call(
      owner,
      'PUT',
      `/api/admin/staff/roles/${roleId}`,
      { name: 'Weekend returns desk', permissions: [] },
      'ar',
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('اختر صلاحية واحدة على الأقل من القائمة');
    const unknown = await kit.call(owner, 'PUT', '/api/admin/staff/roles/not-a-role', {
      name: 'X',
      permissions: ['orders:read'],
    });
    expect(unknown.statusCode).toBe(400);
    const byMember = await kit.call(
      member.token,
      'PUT',
      `/api/admin/staff/roles/${roleId}`,
      { name: 'Mine now', permissions: ['orders:read'] },
      'ar',
    );
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toContain('staff:manage');
    expect(byMember.json().error).toContain('دورك لا يسمح');
    expect(await auditCount()).toBe(before);
    const [row] = await app.db.select().from(staffRoles).where(eq(staffRoles.id, roleId));
    expect(row!.name).toBe('Weekend returns desk');
  });

  it('the owner sees a member’s devices and signs one out; the others stay signed in', async () => {
    const member = await kit.addMember(owner, 'catalogue');
    const second = await kit.tokenOf(member.email, MEMBER_PASSWORD);
    const list = await kit.call(owner, 'GET', `/api/admin/staff/${member.id}/sessions`);
    expect(ANSWER_SCHEMAS['GET /api/admin/staff/:id/sessions']!.parse(list.json())).toBeTruthy();
    const sessions = list.json().sessions as { id: string; current: boolean; userAgent: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.every((s) => !s.current && s.userAgent.includes('Chrome'))).toBe(true);
    // The second sign-in's device, as that device itself names it.
    const own = await kit.call(second, 'GET', '/api/admin/me/sessions');
    const newest = (own.json().sessions as { id: string; current: boolean }[]).find(
      (s) => s.current,
    );

    const ended = await kit.call(
      owner,
      'DELETE',
      `/api/admin/staff/${member.id}/sessions/${newest!.id}`,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ success: true });
    // That device is out, the first one is not.
    expect((await kit.call(second, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await kit.call(member.token, 'GET', '/api/admin/me')).statusCode).toBe(200);
    const after = await kit.call(owner, 'GET', `/api/admin/staff/${member.id}/sessions`);
    expect(after.json().sessions).toHaveLength(1);
    expect(await lastEntry(member.id)).toMatchObject({
      action: 'staff.session-end',
      adminUsername: STAFF_OWNER.username,
      changes: { sessions: 1 },
    });

    const before = await auditCount();
    // Once ended, or another member's device: not found, in the request's language.
    const again = await kit.call(
      owner,
      'DELETE',
      `/api/admin/staff/${member.id}/sessions/${newest!.id}`,
      undefined,
      'ar',
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'SESSION_NOT_FOUND', error: 'الجلسة غير موجودة' });
    const bad = await kit.call(owner, 'DELETE', `/api/admin/staff/${member.id}/sessions/nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Session not found');
    const badAr = await kit.call(
      owner,
      'DELETE',
      `/api/admin/staff/not-a-member/sessions/${newest!.id}`,
      undefined,
      'ar',
    );
    expect(badAr.statusCode).toBe(400);
    expect(badAr.json().error).toBe('العضو غير موجود');

    // A member without staff:manage is refused, in English and Arabic, and nothing ends.
    const [first] = after.json().sessions as { id: string }[];
    const url = `/api/admin/staff/${member.id}/sessions/${first!.id}`;
    const refused = await kit.call(member.token, 'DELETE', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PERMISSION_DENIED',
      error:
        'Your role does not allow this: it needs the permission staff:manage. Ask the store owner.',
    });
    const refusedAr = await kit.call(member.token, 'DELETE', url, undefined, 'ar');
    expect(refusedAr.json().error).toBe(
      'دورك لا يسمح بهذا الإجراء، فهو يتطلب الصلاحية staff:manage. تواصل مع مالك المتجر.',
    );
    expect((await kit.call(member.token, 'GET', '/api/admin/me')).statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it('holds the grant rule: a staff manager without the owner’s permissions cannot sign out the owner’s device', async () => {
    const made = await kit.call(owner, 'POST', '/api/admin/staff/roles', {
      name: 'Staff desk',
      permissions: ['staff:read', 'staff:manage'],
    });
    const desk = await kit.addMember(owner, made.json().role.id);
    const [ownerRow] = await app.db
      .select()
      .from(admins)
      .where(eq(admins.username, STAFF_OWNER.username));
    const devices = await kit.call(desk.token, 'GET', `/api/admin/staff/${ownerRow!.id}/sessions`);
    const [device] = devices.json().sessions as { id: string }[];
    const res = await kit.call(
      desk.token,
      'DELETE',
      `/api/admin/staff/${ownerRow!.id}/sessions/${device!.id}`,
      undefined,
      'ar',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('GRANT_NOT_HELD');
    expect(res.json().error).toContain('لا يمكنك منح صلاحيات لا تملكها');
    expect((await kit.call(owner, 'GET', '/api/admin/me')).statusCode).toBe(200);
  });
});
