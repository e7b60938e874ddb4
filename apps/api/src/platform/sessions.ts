import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import { admins, users } from '../db/schema';
import type { Role } from './tokens';

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
  const table = role === 'admin' ? admins : users;
  const [row] = await db
    .select({ version: table.sessionVersion })
    .from(table)
    .where(eq(table.id, accountId));
  return row?.version;
}
