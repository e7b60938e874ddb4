import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { isUuid } from '#db/ids';
import { admins } from '#db/schema';

export type AdminRow = typeof admins.$inferSelect;

/** The back office account by username, in any letter case (the unique index is on lower()). */
export async function findAdminByUsername(db: Db, username: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${username})`);
  return row;
}

/** The back office account's username by id; undefined when there is none. */
/** The name a member is shown by (the one they set, else their username), as the guard reads it. */
export async function adminShownNameOf(db: Db, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ name: sql<string>`coalesce(${admins.name}, ${admins.username})` })
    .from(admins)
    .where(eq(admins.id, id));
  return row?.name;
}

export async function adminUsernameOf(db: Db, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ username: admins.username })
    .from(admins)
    .where(eq(admins.id, id));
  return row?.username;
}

/** The back office account by id; undefined when there is none. */
export async function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}
