/** The closed list of failures the API reports; each maps to one HTTP status, here and only here. */
export const ERROR_STATUS = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  /** The disk or bucket that writes go to is full (WebDAV's status, kept by proxies as is). */
  insufficient_storage: 507,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorType = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly type: ErrorType;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(type: ErrorType, message: string, code?: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.type = type;
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_STATUS[this.type];
  }
}

export const notFound = (message = 'Resource not found', code = 'NOT_FOUND') =>
  new AppError('not_found', message, code);

export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The store's database is unavailable. Please try again in a moment.";

/** The database is away (restarting, failing over): the request may be tried again shortly. */
export const databaseUnavailable = () =>
  new AppError('unavailable', DATABASE_UNAVAILABLE_MESSAGE, 'DATABASE_UNAVAILABLE');
