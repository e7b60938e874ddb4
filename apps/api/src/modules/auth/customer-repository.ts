import type { AdminUsersQuery, TimeRange } from '@store/domain';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client';
import { likeContains } from '#db/like';
import { at } from '#db/instants';
import { userCountSlots, users } from '#db/schema';

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

/** One page of customers matching `q`, newest first, by walking the date index (dense matches). */
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
 * A page of customers matching `q` and how many match, counted up to `cap` + 1 (so callers can
 * tell "more than cap"). One pass over the trigram indexes collects at most cap + 1 matching ids,
 * counts them and cuts the page from them newest first. Past the cap those ids are not the
 * newest matches, so the page is read again by walking the date index, which finds dense
 * matches quickly.
 */
export async function searchPage(
  db: Db,
  query: AdminUsersQuery,
  cap: number,
): Promise<{ rows: CustomerListRow[]; matched: number }> {
  const offset = (query.page - 1) * query.limit;
  if (offset >= cap) return { rows: [], matched: await countMatches(db, query.q ?? '', cap) };
  const found = db.$with('found').as(
    db
      .select({ id: users.id, joined: users.createdAt })
      .from(users)
      .where(matches(query.q))
      .limit(cap + 1),
  );
  const page = await db
    .with(found)
    .select({ ...columns, matched: sql<number>`(SELECT count(*) FROM "found")`.mapWith(Number) })
    .from(found)
    .innerJoin(users, eq(users.id, found.id))
    .orderBy(desc(found.joined), desc(found.id))
    .limit(query.limit)
    .offset(offset);
  const matched =
    page[0]?.matched ?? (offset === 0 ? 0 : await countMatches(db, query.q ?? '', cap));
  const rows = page.map(({ matched: _matched, ...row }) => row);
  return { rows: matched > cap ? await searchRows(db, query) : rows, matched };
}

/**
 * One page of all customers, newest first. The page's ids come from the date index alone and
 * only those rows are read. An offset walks the index from its start, so pages past the middle
 * are read from the other end (oldest first) and turned around: the deepest page costs what the
 * middle one does. `total` is customerTotal's.
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
  const newestFirst = fromEnd >= offset;
  const order = newestFirst
    ? [desc(users.createdAt), desc(users.id)]
    : [asc(users.createdAt), asc(users.id)];
  const ids = db
    .select({ id: users.id, joined: users.createdAt })
    .from(users)
    .orderBy(...order)
    .limit(count)
    .offset(newestFirst ? offset : fromEnd)
    .as('ids');
  return db
    .select(columns)
    .from(ids)
    .innerJoin(users, eq(users.id, ids.id))
    .orderBy(desc(ids.joined), desc(ids.id));
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
