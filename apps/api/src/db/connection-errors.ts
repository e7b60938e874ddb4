/**
 * Whether a failure means the database is away (restarting, failing over, refusing connections
 * or ending them) rather than that the query was wrong: the request then gets a 503 and the next
 * one, on a fresh connection, is served once the database is back.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return causes(err).some(
    (e) =>
      UNAVAILABLE_STATES.has(e.code ?? '') ||
      (e.code?.startsWith('08') ?? false) ||
      SOCKET_CODES.has(e.code ?? '') ||
      DRIVER_MESSAGES.test(e.message ?? ''),
  );
}

/**
 * SQLSTATEs of a server going away or not yet back: admin_shutdown (a restart or
 * pg_terminate_backend), crash_shutdown, cannot_connect_now (starting up or in recovery) and
 * too_many_connections. The whole class 08 (connection exception) counts too.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** The socket to the server failed or was refused (the server down, its address moving). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What pg and pg-pool say, without a code, about a connection that ended, could not be made in
 * time or was already broken; and PGlite once the embedded database has been closed.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|PGlite is closed)/;

interface Failure {
  code: string | undefined;
  message: string | undefined;
}

/** The error, what it wraps (Drizzle wraps the driver's error as `cause`) and what it groups. */
function causes(err: unknown, depth = 0): Failure[] {
  if (typeof err !== 'object' || err === null || depth > 4) return [];
  const failure = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const message = typeof failure.message === 'string' ? failure.message : undefined;
  const grouped: unknown[] = Array.isArray(failure.errors) ? failure.errors : [];
  return [
    { code, message },
    ...causes(failure.cause, depth + 1),
    ...grouped.flatMap((e) => causes(e, depth + 1)),
  ];
}
