import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { isUuid } from '#db/ids';
import { admins, users } from '#db/schema';
import type { Role } from './tokens';

/** The version lookup of every guarded call, built once per database (a named prepared statement). */
function prepareLookups(db: Db) {
  const lookup = (table: typeof users | typeof admins, name: string) =>
    db
      .select({ version: table.sessionVersion })
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .prepare(name);
  return {
    customer: lookup(users, 'session_version_of_user'),
    admin: lookup(admins, 'session_version_of_admin'),
  };
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

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
  let prepared = lookups.get(db);
  if (!prepared) {
    prepared = prepareLookups(db);
    lookups.set(db, prepared);
  }
  const [row] = await prepared[role].execute({ id: accountId });
  return row?.version;
}
