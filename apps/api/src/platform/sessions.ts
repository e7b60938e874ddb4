import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { isUuid } from '#db/ids';
import { adminSessions, admins, staffRoles, users } from '#db/schema';
import type { Role } from './tokens';

/** A signed-in device's last seen time is written at most this often. */
const LAST_SEEN_EVERY_SECONDS = 60;

/** The version lookup of every guarded call, built once per database (a named prepared statement). */
function prepareLookups(db: Db) {
  const lookup = (table: typeof users | typeof admins, name: string) =>
    db
      .select({ version: table.sessionVersion })
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .prepare(name);
  // The member, their role's permissions and the token's device, in one round trip.
  const standing = db
    .select({
      version: admins.sessionVersion,
      status: admins.status,
      role: admins.role,
      name: sql<string>`coalesce(${admins.name}, ${admins.username})`,
      customPermissions: staffRoles.permissions,
      sessionFound: sql<boolean>`${adminSessions.id} IS NOT NULL`,
      sessionEndedAt: adminSessions.endedAt,
      sessionStale: sql<boolean>`coalesce(${adminSessions.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_EVERY_SECONDS}), false)`,
    })
    .from(admins)
    .leftJoin(staffRoles, eq(staffRoles.id, admins.customRoleId))
    .leftJoin(
      adminSessions,
      and(
        eq(adminSessions.id, sql`${sql.placeholder('sid')}::uuid`),
        eq(adminSessions.adminId, admins.id),
      ),
    )
    .where(eq(admins.id, sql.placeholder('id')))
    .prepare('standing_of_admin');
  const touch = db
    .update(adminSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(adminSessions.id, sql.placeholder('sid')),
        lt(
          adminSessions.lastSeenAt,
          sql`now() - make_interval(secs => ${LAST_SEEN_EVERY_SECONDS})`,
        ),
      ),
    )
    .prepare('touch_admin_session');
  return {
    customer: lookup(users, 'session_version_of_user'),
    admin: lookup(admins, 'session_version_of_admin'),
    standing,
    touch,
  };
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function prepared(db: Db) {
  let found = lookups.get(db);
  if (!found) {
    found = prepareLookups(db);
    lookups.set(db, found);
  }
  return found;
}

/**
 * The account's current session version, or undefined when the account does not exist. Tokens
 * carry the version they were signed at; a password change raises it (migration 0006's trigger),
 * so every token issued before no longer matches.
 */
export async function sessionVersionOf(
  db: Db,
  role: Role,
  accountId: string,
): Promise<number | undefined> {
  if (!isUuid(accountId)) return undefined;
  const [row] = await prepared(db)[role].execute({ id: accountId });
  return row?.version;
}

/** A staff member as every back-office call finds them, read fresh from the database. */
export interface AdminStanding {
  version: number;
  status: string;
  role: string;
  /** The name the member set, else their username: what the audit log names them by. */
  name: string;
  customPermissions: string[] | null;
  /** The token's device: absent (a token without one), live, or ended. */
  session: 'none' | 'live' | 'ended';
}

/**
 * The member behind an admin token, read on every guarded call so that a role change, a
 * deactivation or an ended device takes effect on the next call on every instance (nothing of
 * it is kept in a process). Undefined when the account does not exist.
 */
export async function adminStandingOf(
  db: Db,
  adminId: string,
  sessionId: string | undefined,
): Promise<AdminStanding | undefined> {
  if (!isUuid(adminId) || (sessionId !== undefined && !isUuid(sessionId))) return undefined;
  const lookup = prepared(db);
  const [row] = await lookup.standing.execute({ id: adminId, sid: sessionId ?? null });
  if (!row) return undefined;
  let session: AdminStanding['session'] = 'none';
  if (sessionId) session = row.sessionFound && !row.sessionEndedAt ? 'live' : 'ended';
  if (session === 'live' && row.sessionStale) await lookup.touch.execute({ sid: sessionId });
  return {
    version: row.version,
    status: row.status,
    role: row.role,
    name: row.name,
    customPermissions: row.customPermissions,
    session,
  };
}
