import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInClients, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

/** Inserts the user; undefined when the email (or Google account) is already taken. */
export async function insertUser(
  db: Db,
  values: Pick<UserRow, 'fullname' | 'email'> &
    Partial<
      Pick<UserRow, 'phoneno' | 'address' | 'passwordHash' | 'googleSub' | 'emailVerifiedAt'>
    >,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateProfile(
  db: Db,
  id: string,
  profile: { phoneno: string; address: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Sets a new password after an emailed code proved the mailbox, so the email counts as verified
 * too. The password change itself ends the account's older sessions (migration 0006's trigger).
 */
export async function setPasswordFromResetCode(
  db: Db,
  id: string,
  passwordHash: string,
): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

/**
 * Links a Google account to an existing user that has none yet; false if one was linked first.
 * Google has just proven the email. If nobody had before, the password on the account was set by
 * whoever registered the address, who may not own it: the password is cleared, which ends every
 * session it opened (the session version trigger). The owner can set one with a reset code.
 */
export async function linkGoogleSub(db: Db, id: string, sub: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(users)
    .set({
      googleSub: sub,
      passwordHash: sql`CASE WHEN ${users.emailVerifiedAt} IS NULL THEN NULL ELSE ${users.passwordHash} END`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
      updatedAt: now,
    })
    .where(sql`${users.id} = ${id} AND ${users.googleSub} IS NULL`)
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Names and emails of the given users, for lists that show who placed what. */
export async function customersByIds(db: Db, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { fullname: string; email: string }>();
  const rows = await db
    .select({ id: users.id, fullname: users.fullname, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { fullname: r.fullname, email: r.email }]));
}

/**
 * The ids of users whose lowercased "name email" text passes `matches`, as a subquery other
 * modules' queries embed; the text is written as the trigram index users_search_trgm_idx is.
 */
export function customerIdsMatching(db: Db, matches: (text: SQL) => SQL) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(matches(sql`lower(${users.fullname} || ' ' || ${users.email})`));
}

/** Has the account signed in successfully from this client (an HMAC of its address) before? */
export async function isKnownSignInClient(
  db: Db,
  userId: string,
  clientHash: string,
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ userId: signInClients.userId })
    .from(signInClients)
    .where(
      and(
        eq(signInClients.userId, userId),
        eq(signInClients.clientHash, clientHash),
        gt(signInClients.lastSignedInAt, since),
      ),
    );
  return rows.length > 0;
}

export async function rememberSignInClient(
  db: Db,
  userId: string,
  clientHash: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(signInClients)
    .values({ userId, clientHash, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [signInClients.userId, signInClients.clientHash],
      set: { lastSignedInAt: now },
    });
}
