import { and, eq, gt, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { signInClients, users } from '#db/schema';

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email));
  return row;
}

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
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
 * Links a Google account to an existing user that has none yet; undefined if one was linked
 * first. Google has just proven the email. If nobody had before, whoever registered the address
 * may not own it, so what they set goes (decision 10): the password, which ends every session it
 * opened (the session version trigger), the name, phone and address of the profile (the name
 * becomes Google's), and the addresses it signed in from. `tookOver` says so; the caller clears
 * what other modules hold in the same transaction. The owner can set a password with a reset code.
 */
export async function linkGoogleSub(
  tx: Tx,
  id: string,
  google: { sub: string; fullname: string },
): Promise<{ row: UserRow; tookOver: boolean } | undefined> {
  const [current] = await tx
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.googleSub)))
    .for('update');
  if (!current) return undefined;
  const tookOver = current.emailVerifiedAt === null;
  const now = new Date();
  const [row] = await tx
    .update(users)
    .set({
      googleSub: google.sub,
      emailVerifiedAt: current.emailVerifiedAt ?? now,
      updatedAt: now,
      ...(tookOver
        ? { passwordHash: null, fullname: google.fullname, phoneno: null, address: null }
        : {}),
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) return undefined;
  if (tookOver) await tx.delete(signInClients).where(eq(signInClients.userId, id));
  return { row, tookOver };
}

/** Names and emails of the given users, for lists that show who placed what. */
export async function customersByIds(db: Db | Tx, ids: readonly string[]) {
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

/** The ids of users whose full name matches the ILIKE `pattern`, as a subquery (returns' search). */
export function customerIdsNamedLike(db: Db, pattern: string) {
  return db.select({ id: users.id }).from(users).where(ilike(users.fullname, pattern));
}

/** Whose sign-ins a known client address vouches for: a shopper's or an admin's. */
export type SignInAccount = { userId: string } | { adminId: string };

const ownerOf = (account: SignInAccount) =>
  'adminId' in account
    ? { column: signInClients.adminId, id: account.adminId }
    : { column: signInClients.userId, id: account.userId };

/** Has the account signed in successfully from this client (an HMAC of its address) since then? */
export async function isKnownSignInClient(
  db: Db,
  account: SignInAccount,
  clientHash: string,
  since: Date,
): Promise<boolean> {
  const owner = ownerOf(account);
  const rows = await db
    .select({ clientHash: signInClients.clientHash })
    .from(signInClients)
    .where(
      and(
        eq(owner.column, owner.id),
        eq(signInClients.clientHash, clientHash),
        gt(signInClients.lastSignedInAt, since),
      ),
    );
  return rows.length > 0;
}

export async function rememberSignInClient(
  db: Db,
  account: SignInAccount,
  clientHash: string,
): Promise<void> {
  const now = new Date();
  const owner = ownerOf(account);
  await db
    .insert(signInClients)
    .values({ ...account, clientHash, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [owner.column, signInClients.clientHash],
      set: { lastSignedInAt: now },
    });
}
