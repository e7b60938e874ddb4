import { sql } from 'drizzle-orm';
import type { Db } from '#db/client';
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
