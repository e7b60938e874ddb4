import {
  permissionsOfRole,
  toAed,
  toFils,
  type StaffChangeInput,
  type StaffRoleKey,
} from '@store/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentMember, Sent, StaffOverview } from '@store/domain/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '#db/client';
import { adminSessions, admins, staffInvitations, staffRoles } from '#db/schema';
import { recordAdminWrite } from '#modules/audit';
import { staffOf } from '#platform/auth';
import { refusal } from '#platform/errors';
import type { AuthDeps } from './auth-deps';
import { assertMayGrant, customRoles, resolveRole, roleLabel } from './staff-roles';

/** Members: who is signed in, the Staff page's overview, and a member's role, status or cap changed. */

type Staffed = FastifyRequest;

const memberNotFound = () =>
  refusal('not_found', 'staff.member_not_found', { code: 'MEMBER_NOT_FOUND' });

/**
 * Two-step sign-in's part in the Staff page, given by its own module: whose authenticator app is
 * on, and an app cleared in the caller's transaction (false when it was off).
 */
export interface MemberTwoStep {
  onOf: (db: Db, ids: readonly string[]) => Promise<Set<string>>;
  clear: (tx: Tx, adminId: string) => Promise<boolean>;
}

/** Who the console is signed in as: name, role and the permissions its menus follow. */
export async function currentMember(db: Db, request: Staffed): Promise<Sent<CurrentMember>> {
  const staff = staffOf(request);
  const [row] = await db
    .select({
      username: admins.username,
      name: admins.name,
      roleName: staffRoles.name,
      cap: admins.walletDailyCapFils,
    })
    .from(admins)
    .leftJoin(staffRoles, eq(staffRoles.id, admins.customRoleId))
    .where(eq(admins.id, staff.adminId));
  if (!row) throw refusal('not_found', 'staff.member_not_found', { code: 'NOT_FOUND' });
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
export async function staffOverview(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  twoStep: MemberTwoStep,
): Promise<Omit<Sent<StaffOverview>, 'success'>> {
  const lastSeen = sql<Date | null>`(SELECT max(${adminSessions.lastSeenAt}) FROM ${adminSessions} WHERE ${adminSessions.adminId} = ${admins.id})`;
  const members = await deps.db
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
  const invitations = await deps.db
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
  const roles = await customRoles(deps.db);
  const withTwoStep = await twoStep.onOf(
    deps.db,
    members.map((m) => m.id),
  );
  const now = deps.clock.now();
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
      twoStepOn: withTwoStep.has(m.id),
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
 * A member's role, status or wallet cap changed by someone who manages staff. The grant rule
 * holds both ways: the new role's permissions, and those the member holds now, must all be the
 * changer's. The store keeps an active owner: the owners' rows are locked first, so two owners
 * demoting each other at once cannot leave none. A deactivation ends every session at once.
 */
export async function changeMember(
  db: Db,
  request: Staffed,
  memberId: string,
  input: StaffChangeInput,
) {
  const changer = staffOf(request);
  await db.transaction(async (tx) => {
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
    if (!member) throw memberNotFound();
    const current = member.role as StaffRoleKey;
    assertMayGrant(changer, permissionsOfRole(current, member.customPermissions ?? []));
    const next = input.role !== undefined ? await resolveRole(tx, input.role) : undefined;
    if (next) assertMayGrant(changer, next.permissions);
    const staysOwner =
      (next ? next.role === 'owner' : current === 'owner') &&
      (input.status ?? member.status) === 'active';
    const isActiveOwner = owners.some((o) => o.id === member.id);
    if (isActiveOwner && !staysOwner && owners.length <= 1) {
      throw refusal('conflict', 'LAST_OWNER');
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
      if (input.status === 'deactivated') await signOutEverywhere(tx, member.id);
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

/**
 * Every device of the member ended and their tokens' version raised, so each is refused at its
 * next call on every instance. The number of devices ended; null when there is no such member.
 */
export async function signOutEverywhere(tx: Tx, memberId: string): Promise<number | null> {
  const [member] = await tx
    .update(admins)
    .set({ sessionVersion: sql`${admins.sessionVersion} + 1` })
    .where(eq(admins.id, memberId))
    .returning({ id: admins.id });
  if (!member) return null;
  const ended = await tx
    .update(adminSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(adminSessions.adminId, memberId), isNull(adminSessions.endedAt)))
    .returning({ id: adminSessions.id });
  return ended.length;
}

/**
 * The member `memberId`, whom the signed-in member may act on by the grant rule: they must hold
 * every permission the member holds (an owner is managed only by an owner). In a transaction,
 * `lock` holds the member's row until it ends.
 */
export async function manageableMember(
  db: Db | Tx,
  request: Staffed,
  memberId: string,
  lock = false,
) {
  const query = db
    .select({
      id: admins.id,
      username: admins.username,
      role: admins.role,
      customPermissions: staffRoles.permissions,
    })
    .from(admins)
    .leftJoin(staffRoles, eq(staffRoles.id, admins.customRoleId))
    .where(eq(admins.id, memberId));
  const [member] = lock ? await query.for('update', { of: admins }) : await query;
  if (!member) throw memberNotFound();
  assertMayGrant(
    staffOf(request),
    permissionsOfRole(member.role as StaffRoleKey, member.customPermissions ?? []),
  );
  return member;
}

/**
 * A member who lost their authenticator app (and backup codes) reset by someone who manages
 * staff: the app and codes go, the member is signed out everywhere, and signs in with their
 * password again, setting up a new app there when the store requires one. Their passkeys stay.
 * Not for yourself (the Security page turns your own off, with a code); the grant rule holds.
 */
export async function resetMemberTwoStep(
  db: Db,
  request: Staffed,
  memberId: string,
  twoStep: MemberTwoStep,
) {
  if (memberId === staffOf(request).adminId) {
    throw refusal('conflict', 'OWN_TWO_STEP_RESET');
  }
  await db.transaction(async (tx) => {
    const member = await manageableMember(tx, request, memberId, true);
    if (!(await twoStep.clear(tx, member.id))) {
      throw refusal('conflict', 'MEMBER_TWO_STEP_OFF', { code: 'TWO_STEP_OFF' });
    }
    await signOutEverywhere(tx, member.id);
    await recordAdminWrite(tx, request, {
      action: 'admin.two_step_reset',
      objectType: 'admin',
      objectId: member.id,
      objectLabel: member.username,
    });
  });
}
