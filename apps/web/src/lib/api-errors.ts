import { t } from '../i18n';

/**
 * How an API failure reads to the shopper: a read's status maps to the
 * catalogue's message, a write's keeps the server's own words where they say more.
 */

export type ErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure, timeout). */
  readonly status: number;
  /** The server's machine code (`TokenExpired`, ...) or ours for client-side failures. */
  readonly code: string | undefined;
  readonly kind: ErrorKind;
  /** The server's own error text, when it sent one: a read's message is the catalogue's instead. */
  readonly serverText: string | undefined;
  /** A refused write's message for each bad field (`fields` of a 400), in the request's language. */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(
    message: string,
    status: number,
    code: string | undefined,
    kind: ErrorKind,
    serverText?: string,
    fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.kind = kind;
    this.serverText = serverText;
    this.fields = fields;
  }
}

export const TOKEN_EXPIRED = 'TokenExpired';

export function isTokenExpiredError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === TOKEN_EXPIRED;
}

export type Parsed = { ok: true; value: unknown } | { ok: false };

/** What a write that met an expired token does: forget the tokens, then tell the user. */
export interface SessionEnd {
  clearTokens: () => void;
  onSessionExpired: (message: string) => void;
}

export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function field(parsed: Parsed, name: string): string | undefined {
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return undefined;
  const value = (parsed.value as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The `fields` of a refusal ({ name: message }), keeping only text messages. */
function serverFields(parsed: Parsed): Record<string, string> | undefined {
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return undefined;
  const fields = (parsed.value as Record<string, unknown>).fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const found = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

function serverMessage(parsed: Parsed): string | undefined {
  return field(parsed, 'error') ?? field(parsed, 'message') ?? field(parsed, 'msg');
}

export function readError(status: number, parsed: Parsed): ApiError {
  const code = field(parsed, 'code');
  const fail = (message: string) =>
    new ApiError(message, status, code, 'http', serverMessage(parsed));
  if (status === 401) {
    const expired = code === TOKEN_EXPIRED || /expired/i.test(serverMessage(parsed) ?? '');
    return expired
      ? new ApiError(t('api.read.tokenExpired'), 401, TOKEN_EXPIRED, 'http')
      : fail(t('api.read.unauthorized'));
  }
  if (status === 403) return fail(t('api.read.forbidden'));
  if (status === 404) return fail(t('api.read.notFound'));
  if (status === 429) return fail(t('api.read.tooManyRequests'));
  if (status === 500) return fail(t('api.read.serverError'));
  return fail(t('api.read.status', { status }));
}

export function writeError(session: SessionEnd, status: number, parsed: Parsed): ApiError {
  const code = field(parsed, 'code');
  if (status === 401 && code === TOKEN_EXPIRED) {
    const message = t('api.write.sessionExpired');
    session.clearTokens();
    session.onSessionExpired(message);
    return new ApiError(message, 401, code, 'http');
  }
  // A 404 that names what is missing ('Product not found') says more than 'Endpoint not found',
  // which is kept for a path the server does not know at all.
  if (status === 404) {
    return new ApiError(serverMessage(parsed) ?? t('api.write.notFound'), status, code, 'http');
  }
  if (status >= 500) return new ApiError(t('api.write.serverError'), status, code, 'http');
  const message = serverMessage(parsed) ?? t('api.write.failed');
  return new ApiError(message, status, code, 'http', undefined, serverFields(parsed));
}
