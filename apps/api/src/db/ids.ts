/** Row ids are UUIDs; anything else (a product code, a typo) can never match one, so skip the query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Rows asked for by a list of ids, keyed by id: duplicates and ids that cannot be row ids are
 * dropped first, and an empty list reads nothing. `load` runs one query for all of them.
 */
export async function byIds<R extends { id: string }, V>(
  ids: readonly string[],
  load: (ids: string[]) => Promise<R[]>,
  value: (row: R) => V,
): Promise<Map<string, V>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  return new Map((await load(wanted)).map((row) => [row.id, value(row)]));
}
