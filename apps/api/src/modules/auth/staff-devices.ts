import { permissionsOfRole, type StaffRoleKey } from '@store/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Sent, StaffDevice } from '@store/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminSessions, admins, staffRoles } from '#db/schema';
import { recordAdminWrite } from '#modules/audit';
import { staffOf } from '#platform/auth';
import { notFound } from '#platform/errors';
import { MEMBER_NOT_FOUND } from './staff-members';
import { assertMayGrant } from './staff-roles';

/** Signed-in devices: a member's listed, one or all of them ended. */

type App = FastifyInstance;
type Staffed = FastifyRequest;

export const OWN_SESSION_HINT = 'Session not found';

/** A member's signed-in devices, the most recently seen first. */
export async function sessionsOf(
  app: App,
  adminId: string,
  currentSessionId?: string,
): Promise<Sent<StaffDevice>[]> {
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

/**
 * The owner ends a member's sessions, or with `sessionId` one of their devices: the grant rule
 * holds (an owner's only by an owner).
 */
export async function endMemberSessions(
  app: App,
  request: Staffed,
  memberId: string,
  sessionId?: string,
) {
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
  await endSessions(app, request, memberId, sessionId);
}
