import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Sent, StaffDevice } from '@store/domain/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#db/client';
import { adminSessions } from '#db/schema';
import { recordAdminWrite } from '#modules/audit';
import { refusal } from '#platform/errors';
import { manageableMember, signOutEverywhere } from './staff-members';

/** Signed-in devices: a member's listed, one or all of them ended. */

type Staffed = FastifyRequest;

/** A member's signed-in devices, the most recently seen first. */
export async function sessionsOf(
  db: Db,
  adminId: string,
  currentSessionId?: string,
): Promise<Sent<StaffDevice>[]> {
  const rows = await db
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
export async function endSessions(db: Db, request: Staffed, adminId: string, sessionId?: string) {
  await db.transaction(async (tx) => {
    let ended: number;
    if (sessionId) {
      const rows = await tx
        .update(adminSessions)
        .set({ endedAt: sql`now()` })
        .where(
          and(
            eq(adminSessions.adminId, adminId),
            eq(adminSessions.id, sessionId),
            isNull(adminSessions.endedAt),
          ),
        )
        .returning({ id: adminSessions.id });
      if (rows.length === 0) {
        throw refusal('not_found', 'staff.session_not_found', { code: 'SESSION_NOT_FOUND' });
      }
      ended = rows.length;
    } else {
      const count = await signOutEverywhere(tx, adminId);
      if (count === null) {
        throw refusal('not_found', 'staff.member_not_found', { code: 'MEMBER_NOT_FOUND' });
      }
      ended = count;
    }
    await recordAdminWrite(tx, request, {
      action: sessionId ? 'staff.session-end' : 'staff.sessions-end',
      objectType: 'staff',
      objectId: adminId,
      changes: { sessions: ended },
    });
  });
}

/**
 * The owner ends a member's sessions, or with `sessionId` one of their devices: the grant rule
 * holds (an owner's only by an owner).
 */
export async function endMemberSessions(
  db: Db,
  request: Staffed,
  memberId: string,
  sessionId?: string,
) {
  await manageableMember(db, request, memberId);
  await endSessions(db, request, memberId, sessionId);
}
