// What an error becomes in the log. A failed query must not write the values it was given (a
// password hash was once seen there): Drizzle puts them in `params` and in its message, and
// PostgreSQL's own messages and `detail` quote the offending value ("invalid input syntax for
// type uuid: ...", "Key (email)=(...) already exists").

/** Never logged: query parameters and the parts of a database error that quote values. */
const WITHHELD = new Set(['params', 'parameters', 'detail', 'where', 'hint', 'internalQuery']);
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/** A PostgreSQL error as node-postgres or PGlite raise it: a SQLSTATE code and a severity. */
const isDatabaseError = (err: ErrorLike) =>
  typeof err.code === 'string' && SQLSTATE.test(err.code) && 'severity' in err;

function safeMessage(err: ErrorLike): string {
  if (isDatabaseError(err)) {
    const where = typeof err.constraint === 'string' ? ` on ${err.constraint}` : '';
    return `database error ${String(err.code)}${where}`;
  }
  // Drizzle: "Failed query: <sql>\nparams: <values>"; the SQL text has placeholders only.
  return err.message.replace(/\nparams:[\s\S]*$/, '');
}

/** The stack's frames without its first line, which repeats the message. */
const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function describe(err: ErrorLike, depth: number): SerializedError {
  const out: SerializedError = {
    type: err.constructor?.name ?? err.name,
    message: safeMessage(err),
    stack: '',
  };
  for (const [key, value] of Object.entries(err)) {
    if (WITHHELD.has(key) || key === 'message' || key === 'stack' || key === 'cause') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[key] = value;
    }
  }
  out.stack = frames(err.stack);
  if (isErrorLike(err.cause) && depth < MAX_CAUSES) out.cause = describe(err.cause, depth + 1);
  return out;
}

/** The logger's `err` serializer: type, message, code and frames, without any query values. */
export function errSerializer(err: Error): SerializedError {
  return isErrorLike(err)
    ? describe(err, 0)
    : { type: typeof err, message: String(err), stack: '' };
}
