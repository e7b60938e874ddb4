import { createHash, randomBytes } from 'node:crypto';
import {
  BUILT_IN_ROLE_NAMES,
  STAFF_INVITATION_HOURS,
  builtInRoleOf,
  permissionsNotHeld,
  permissionsOfRole,
  toAed,
  toFils,
  type Permission,
  type StaffAcceptInput,
  type StaffChangeInput,
  type StaffInviteInput,
  type StaffRoleInput,
  type StaffRoleKey,
} from '@store/domain';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '#db/client';
import { adminSessions, admins, staffInvitations, staffRoles } from '#db/schema';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { renderStaffInvitationMail } from '#modules/mails';
import { staffOf, type StaffMember } from '#platform/auth';
import { AppError, notFound } from '#platform/errors';
import { publicOrigin } from '#platform/web/public-origin';

type App = FastifyInstance;
type Staffed = FastifyRequest;

export const MEMBER_NOT_FOUND = 'Member not found';
export const ROLE_NOT_FOUND = 'Role not found';
export const INVITATION_NOT_VALID =
  'This invitation link is not valid or has expired. Ask the store owner for a new one.';
export const LAST_OWNER =
  'The store needs at least one active owner: make another member an owner first.';
export const ALREADY_MEMBER = 'This email address already belongs to a staff member.';
export const ROLE_IN_USE = 'This role is given to members or invitations: change theirs first.';
export const ROLE_NAME_TAKEN = 'A role with this name already exists.';
export const OWN_SESSION_HINT = 'Session not found';

/** The grant rule's refusal, naming what the granter lacks. */
const cannotGrant = (missing: readonly Permission[]) =>
  new AppError(
    'forbidden',
    `You cannot give permissions you do not hold: ${missing.join(', ')}.`,
    'GRANT_NOT_HELD',
  );

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A role named by the console: a built-in key, or a custom role's id (looked up). */
interface ResolvedRole {
  role: StaffRoleKey;
  customRoleId: string | null;
  permissions: Permission[];
  names: { en: string; ar: string };
}

async function resolveRole(db: Db | Tx, role: string): Promise<ResolvedRole> {
  const builtIn = builtInRoleOf(role);
  if (builtIn) {
    return {
      role: builtIn,
      customRoleId: null,
      permissions: permissionsOfRole(builtIn),
      names: { en: BUILT_IN_ROLE_NAMES.en[builtIn], ar: BUILT_IN_ROLE_NAMES.ar[builtIn] },
    };
  }
  const [custom] = await db.select().from(staffRoles).where(eq(staffRoles.id, role));
  if (!custom) throw notFound(ROLE_NOT_FOUND, 'ROLE_NOT_FOUND');
  return {
    role: 'custom',
    customRoleId: custom.id,
    permissions: permissionsOfRole('custom', custom.permissions),
    names: { en: custom.name, ar: custom.name },
  };
}

function assertMayGrant(granter: StaffMember, granted: readonly string[]) {
  const missing = permissionsNotHeld(granter.permissions, granted);
  if (missing.length) throw cannotGrant(missing);
}

/** The actor of a write made by a member who is not signed in yet (accepting an invitation). */
const actorFor = (adminId: string): AuditActor => ({
  auth: { userId: adminId, role: 'admin', sessionVersion: 0 },
});

// ---- the signed-in member ----------------------------------------------------------------

/** Who the console is signed in as: name, role and the permissions its menus follow. */
export async function currentMember(app: App, request: Staffed) {
  const staff = staffOf(request);
  const [row] = await app.db
    .select({
      username: admins.username,
      name: admins.name,
      roleName: staffRoles.name,
      cap: admins.walletDailyCapFils,
    })
    .from(admins)
    .leftJoin(staffRoles, eq(staffRoles.id, admins.customRoleId))
    .where(eq(admins.id, staff.adminId));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return {
    id: staff.adminId,
    username: row.username,
    name: row.name,
    role: staff.role,
    roleName: row.roleName,
    permissions: staff.permissions,
    walletDailyCap: staff.role === 'owner' ? null : toAed(row.cap),
  };
}

// ---- members and invitations --------------------------------------------------------------

/** Every member with their role and status, and the invitations not yet accepted. */
export async function staffOverview(app: App) {
  const lastSeen = sql<Date | null>`(SELECT max(${adminSessions.lastSeenAt}) FROM ${adminSessions} WHERE ${adminSessions.adminId} = ${admins.id})`;
  const members = await app.db
    .select({
      id: admins.id,
      username: admins.username,
      name: admins.name,
      role: admins.role,
      customRoleId: admins.customRoleId,
      roleName: staffRoles.name,
      status: admins.status,
      cap: admins.walletDailyCapFils,
      createdAt: admins.createdAt,
      lastSeenAt: lastSeen,
    })
    .from(admins)
    .leftJoin(staffRoles, eq(staffRoles.id, admins.customRoleId))
    .orderBy(asc(admins.createdAt), asc(admins.id));
  const invitations = await app.db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      customRoleId: staffInvitations.customRoleId,
      roleName: staffRoles.name,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .leftJoin(staffRoles, eq(staffRoles.id, staffInvitations.customRoleId))
    .where(isNull(staffInvitations.acceptedAt))
    .orderBy(desc(staffInvitations.createdAt));
  const roles = await customRoles(app);
  const now = app.clock.now();
  return {
    members: members.map((m) => ({
      id: m.id,
      username: m.username,
      name: m.name,
      role: m.customRoleId ?? m.role,
      roleName: m.roleName,
      status: m.status,
      walletDailyCap: m.role === 'owner' ? null : toAed(m.cap),
      createdAt: m.createdAt.toISOString(),
      lastSeenAt: m.lastSeenAt ? new Date(m.lastSeenAt).toISOString() : null,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.customRoleId ?? i.role,
      roleName: i.roleName,
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt <= now,
    })),
    roles,
  };
}

/**
 * Invites `email` with a role the inviter holds every permission of: a one-time link valid 72
 * hours, mailed through the outbox (the token sealed there, only its hash kept here). A new
 * invitation to the same address replaces the open one.
 */
export async function inviteMember(
  app: App,
  request: Staffed,
  reply: FastifyReply,
  input: StaffInviteInput,
) {
  const inviter = staffOf(request);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(app.clock.now().getTime() + STAFF_INVITATION_HOURS * 3_600_000);
  const url = `${publicOrigin(app, request, reply)}/admin/accept-invitation?token=${token}`;
  const invitation = await app.db.transaction(async (tx) => {
    const role = await resolveRole(tx, input.role);
    assertMayGrant(inviter, role.permissions);
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${input.email})`);
    if (taken) throw new AppError('conflict', ALREADY_MEMBER, 'ALREADY_MEMBER');
    await tx
      .delete(staffInvitations)
      .where(
        and(
          sql`lower(${staffInvitations.email}) = lower(${input.email})`,
          isNull(staffInvitations.acceptedAt),
        ),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: role.role,
        customRoleId: role.customRoleId,
        tokenHash: tokenHash(token),
        invitedBy: inviter.adminId,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    const [me] = await tx
      .select({ name: admins.name, username: admins.username })
      .from(admins)
      .where(eq(admins.id, inviter.adminId));
    const mail = await renderStaffInvitationMail({
      inviter: me?.name ?? me?.username ?? 'admin',
      role: role.names,
      url,
      hours: STAFF_INVITATION_HOURS,
    });
    await app.mailOutbox.enqueue(tx, {
      to: input.email,
      language: 'en',
      kind: 'staff_invitation',
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      secret: token,
    });
    await recordAdminWrite(tx, request, {
      action: 'staff.invite',
      objectType: 'staff',
      objectId: row.id,
      objectLabel: input.email,
      changes: { email: input.email, role: role.names.en },
    });
    return { row, role };
  });
  await app.mailOutbox.drain();
  return {
    id: invitation.row.id,
    email: invitation.row.email,
    role: invitation.row.customRoleId ?? invitation.row.role,
    roleName: invitation.role.names.en,
    expiresAt: invitation.row.expiresAt.toISOString(),
  };
}

/** Withdraws an invitation not yet accepted: its link stops working. */
export async function withdrawInvitation(app: App, request: Staffed, id: string) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
      .returning();
    if (!row) throw notFound('Invitation not found', 'INVITATION_NOT_FOUND');
    await recordAdminWrite(tx, request, {
      action: 'staff.invitation-withdrawn',
      objectType: 'staff',
      objectId: row.id,
      objectLabel: row.email,
    });
  });
}

async function openInvitation(db: Db | Tx, token: string, now: Date, lock = false) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(INVITATION_NOT_VALID, 'INVITATION_NOT_VALID');
  return row;
}

/** What the acceptance page shows before the invitee sets a name and a password. */
export async function invitationInfo(app: App, token: string) {
  const row = await openInvitation(app.db, token, app.clock.now());
  const role = await resolveRole(app.db, row.customRoleId ?? row.role);
  return { email: row.email, role: role.names, expiresAt: row.expiresAt.toISOString() };
}

/**
 * The invitee's answer: the link works once, before its expiry; the member is made with the
 * invitation's role and signs in with their email and the password set here.
 */
export async function acceptInvitation(app: App, input: StaffAcceptInput) {
  const passwordHash = await app.passwords.hash(input.password);
  return app.db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, input.token, app.clock.now(), true);
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${invitation.email})`);
    if (taken) throw new AppError('conflict', ALREADY_MEMBER, 'ALREADY_MEMBER');
    const [member] = await tx
      .insert(admins)
      .values({
        username: invitation.email,
        name: input.name,
        passwordHash,
        role: invitation.role,
        customRoleId: invitation.customRoleId,
      })
      .returning({ id: admins.id });
    if (!member) throw new Error('member insert returned nothing');
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(staffInvitations.id, invitation.id));
    await recordAdminWrite(tx, actorFor(member.id), {
      action: 'staff.join',
      objectType: 'staff',
      objectId: member.id,
      objectLabel: invitation.email,
      changes: { name: input.name, role: invitation.customRoleId ?? invitation.role },
    });
    return { username: invitation.email };
  });
}

const roleLabel = (role: string, customName: string | null) =>
  customName ?? BUILT_IN_ROLE_NAMES.en[builtInRoleOf(role) ?? 'owner'];

/**
 * A member's role, status or wallet cap changed by someone who manages staff. The grant rule
 * holds both ways: the new role's permissions, and those the member holds now, must all be the
 * changer's. The store keeps an active owner: the owners' rows are locked first, so two owners
 * demoting each other at once cannot leave none. A deactivation ends every session at once.
 */
export async function changeMember(
  app: App,
  request: Staffed,
  memberId: string,
  input: StaffChangeInput,
) {
  const changer = staffOf(request);
  await app.db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, 'owner'), eq(admins.status, 'active')))
      .orderBy(asc(admins.id))
      .for('update');
    const [member] = await tx
      .select({
        id: admins.id,
        username: admins.username,
        role: admins.role,
        status: admins.status,
        cap: admins.walletDailyCapFils,
        customPermissions: staffRoles.permissions,
        customName: staffRoles.name,
      })
      .from(admins)
      .leftJoin(staffRoles, eq(staffRoles.id, admins.customRoleId))
      .where(eq(admins.id, memberId))
      .for('update', { of: admins });
    if (!member) throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
    const current = member.role as StaffRoleKey;
    assertMayGrant(changer, permissionsOfRole(current, member.customPermissions ?? []));
    const next = input.role !== undefined ? await resolveRole(tx, input.role) : undefined;
    if (next) assertMayGrant(changer, next.permissions);
    const staysOwner =
      (next ? next.role === 'owner' : current === 'owner') &&
      (input.status ?? member.status) === 'active';
    const isActiveOwner = owners.some((o) => o.id === member.id);
    if (isActiveOwner && !staysOwner && owners.length <= 1) {
      throw new AppError('conflict', LAST_OWNER, 'LAST_OWNER');
    }
    const set: Partial<typeof admins.$inferInsert> = {};
    const changes: Record<string, unknown> = {};
    if (next) {
      set.role = next.role;
      set.customRoleId = next.customRoleId;
      changes.role = { from: roleLabel(member.role, member.customName), to: next.names.en };
    }
    if (input.status && input.status !== member.status) {
      set.status = input.status;
      changes.status = { from: member.status, to: input.status };
      // Tokens of any kind stop at the next call: a raised version, and every device ended.
      if (input.status === 'deactivated') {
        set.sessionVersion = sql`${admins.sessionVersion} + 1` as unknown as number;
        await tx
          .update(adminSessions)
          .set({ endedAt: sql`now()` })
          .where(and(eq(adminSessions.adminId, member.id), isNull(adminSessions.endedAt)));
      }
    }
    if (input.walletDailyCap !== undefined) {
      const fils = toFils(input.walletDailyCap);
      set.walletDailyCapFils = fils;
      changes.walletDailyCapFils = { from: member.cap, to: fils };
    }
    if (Object.keys(set).length === 0) return;
    await tx
      .update(admins)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(admins.id, member.id));
    const action = changes.status
      ? input.status === 'deactivated'
        ? 'staff.deactivate'
        : 'staff.reactivate'
      : changes.role
        ? 'staff.role'
        : 'staff.wallet-cap';
    await recordAdminWrite(tx, request, {
      action,
      objectType: 'staff',
      objectId: member.id,
      objectLabel: member.username,
      changes,
    });
  });
}

// ---- custom roles -------------------------------------------------------------------------

export async function customRoles(app: App) {
  const rows = await app.db.select().from(staffRoles).orderBy(asc(staffRoles.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    permissions: permissionsOfRole('custom', r.permissions),
  }));
}

function nameTaken(err: unknown): boolean {
  const text = String((err as { cause?: unknown })?.cause ?? err);
  return text.includes('staff_roles_name_lower_key');
}

/** A custom role made (or, with `id`, changed) from permissions its maker holds. */
export async function saveCustomRole(
  app: App,
  request: Staffed,
  input: StaffRoleInput,
  id?: string,
) {
  assertMayGrant(staffOf(request), input.permissions);
  try {
    return await app.db.transaction(async (tx) => {
      let row;
      if (id) {
        const [before] = await tx
          .select()
          .from(staffRoles)
          .where(eq(staffRoles.id, id))
          .for('update');
        if (!before) throw notFound(ROLE_NOT_FOUND, 'ROLE_NOT_FOUND');
        // Changing a role changes its members: the changer must hold what it gave them too.
        assertMayGrant(staffOf(request), before.permissions);
        [row] = await tx
          .update(staffRoles)
          .set({ name: input.name, permissions: input.permissions, updatedAt: sql`now()` })
          .where(eq(staffRoles.id, id))
          .returning();
      } else {
        [row] = await tx
          .insert(staffRoles)
          .values({ name: input.name, permissions: input.permissions })
          .returning();
      }
      if (!row) throw new Error('role write returned nothing');
      await recordAdminWrite(tx, request, {
        action: id ? 'staff.role-update' : 'staff.role-create',
        objectType: 'staff',
        objectId: row.id,
        objectLabel: row.name,
        changes: { permissions: input.permissions },
      });
      return { id: row.id, name: row.name, permissions: input.permissions };
    });
  } catch (err) {
    if (nameTaken(err)) throw new AppError('conflict', ROLE_NAME_TAKEN, 'ROLE_NAME_TAKEN');
    throw err;
  }
}

export async function deleteCustomRole(app: App, request: Staffed, id: string) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
    if (!row) throw notFound(ROLE_NOT_FOUND, 'ROLE_NOT_FOUND');
    assertMayGrant(staffOf(request), row.permissions);
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(admins)
      .where(eq(admins.customRoleId, id));
    const [invited] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.customRoleId, id), isNull(staffInvitations.acceptedAt)));
    if ((used?.n ?? 0) + (invited?.n ?? 0) > 0) {
      throw new AppError('conflict', ROLE_IN_USE, 'ROLE_IN_USE');
    }
    await tx.delete(staffRoles).where(eq(staffRoles.id, id));
    await recordAdminWrite(tx, request, {
      action: 'staff.role-delete',
      objectType: 'staff',
      objectId: id,
      objectLabel: row.name,
    });
  });
}

// ---- signed-in devices --------------------------------------------------------------------

/** A member's signed-in devices, the most recently seen first. */
export async function sessionsOf(app: App, adminId: string, currentSessionId?: string) {
  const rows = await app.db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.endedAt)))
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows.map((s) => ({
    id: s.id,
    userAgent: s.userAgent,
    ip: s.ip,
    signedInAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === currentSessionId,
  }));
}

/**
 * Ends one device of `adminId` (`sessionId`) or all of them; the token of an ended device is
 * refused at its next call on every instance. Ending all raises the session version too, so a
 * token that names no device ends as well.
 */
export async function endSessions(app: App, request: Staffed, adminId: string, sessionId?: string) {
  await app.db.transaction(async (tx) => {
    const ended = await tx
      .update(adminSessions)
      .set({ endedAt: sql`now()` })
      .where(
        and(
          eq(adminSessions.adminId, adminId),
          isNull(adminSessions.endedAt),
          ...(sessionId ? [eq(adminSessions.id, sessionId)] : []),
        ),
      )
      .returning({ id: adminSessions.id });
    if (sessionId && ended.length === 0) throw notFound(OWN_SESSION_HINT, 'SESSION_NOT_FOUND');
    if (!sessionId) {
      const [member] = await tx
        .update(admins)
        .set({ sessionVersion: sql`${admins.sessionVersion} + 1` })
        .where(eq(admins.id, adminId))
        .returning({ username: admins.username });
      if (!member) throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
    }
    await recordAdminWrite(tx, request, {
      action: sessionId ? 'staff.session-end' : 'staff.sessions-end',
      objectType: 'staff',
      objectId: adminId,
      changes: { sessions: ended.length },
    });
  });
}

/** The owner ends a member's sessions: the grant rule holds (an owner's only by an owner). */
export async function endMemberSessions(app: App, request: Staffed, memberId: string) {
  const [member] = await app.db
    .select({ role: admins.role, customPermissions: staffRoles.permissions })
    .from(admins)
    .leftJoin(staffRoles, eq(staffRoles.id, admins.customRoleId))
    .where(eq(admins.id, memberId));
  if (!member) throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
  assertMayGrant(
    staffOf(request),
    permissionsOfRole(member.role as StaffRoleKey, member.customPermissions ?? []),
  );
  await endSessions(app, request, memberId);
}
