import { sql, type SQL } from 'drizzle-orm';

/** An instant as a typed SQL parameter, so both drivers compare it as timestamptz. */
export function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}
