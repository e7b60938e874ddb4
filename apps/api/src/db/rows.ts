/** The rows of a raw `execute()`: node-postgres and PGlite answer `{ rows }`, older drivers an array. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
