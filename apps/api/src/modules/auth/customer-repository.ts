import type { AdminUsersQuery, TimeRange } from '@store/domain';
import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/like';
import { at } from '../../db/instants';
import { userCountSlots, users } from '../../db/schema';

export type CustomerListRow = Pick<
  typeof users.$inferSelect,
  'id' | 'fullname' | 'email' | 'createdAt'
>;

/** Name or email contains `q` (any case): ILIKE on the plain columns uses their trigram indexes. */
function matches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeContains(q);
  return sql`(${users.fullname} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern})`;
}

const columns = {
  id: users.id,
  fullname: users.fullname,
  email: users.email,
  createdAt: users.createdAt,
};

/** One page of customers matching `q`, newest first (ties by id, so pages never overlap). */
export async function searchRows(
  db: Db,
  { page, limit, q }: AdminUsersQuery,
): Promise<CustomerListRow[]> {
  return db
    .select(columns)
    .from(users)
    .where(matches(q))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/**
 * One page of all customers, newest first. An offset walks the index from its start, so pages
 * past the middle are read from the other end (oldest first) and turned around: the deepest
 * page costs what the middle one does. `total` is customerTotal's.
 */
export async function pageRows(
  db: Db,
  { page, limit }: Pick<AdminUsersQuery, 'page' | 'limit'>,
  total: number,
): Promise<CustomerListRow[]> {
  const offset = (page - 1) * limit;
  if (offset >= total) return [];
  const count = Math.min(limit, total - offset);
  const fromEnd = total - offset - count;
  if (fromEnd >= offset) {
    return db
      .select(columns)
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(count)
      .offset(offset);
  }
  const rows = await db
    .select(columns)
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(count)
    .offset(fromEnd);
  return rows.reverse();
}

/** Every customer: the sum of the counter rows the triggers keep, not a count of the table. */
export async function customerTotal(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${userCountSlots.users}), 0)`.mapWith(Number) })
    .from(userCountSlots);
  return row?.n ?? 0;
}

/** Customers matching `q`, counted up to `cap` + 1 (so callers can tell "more than cap"). */
export async function countMatches(db: Db, q: string, cap: number): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(users)
    .where(matches(q))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}

/** How many customers joined in each range (start inclusive, end exclusive), in one pass. */
export async function countCustomersJoined(
  db: Db,
  ranges: readonly TimeRange[],
): Promise<number[]> {
  if (ranges.length === 0) return [];
  const from = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
  const to = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
  const counts = ranges.map(
    (r) =>
      sql<number>`count(*) FILTER (WHERE ${users.createdAt} >= ${at(r.start)} AND ${users.createdAt} < ${at(r.end)})::int`,
  );
  const [row] = await db
    .select(Object.fromEntries(counts.map((c, i) => [`c${i}`, c])))
    .from(users)
    .where(sql`${users.createdAt} >= ${at(from)} AND ${users.createdAt} < ${at(to)}`);
  return ranges.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

/** Full names by user id, for lists that show who a row belongs to. */
export async function fullnamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullname: users.fullname })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.fullname]));
}
