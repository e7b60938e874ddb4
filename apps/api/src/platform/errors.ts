import { fillMessage, type MessageParams } from '@store/domain';
import { API_MESSAGES_EN, type ApiMessageKey } from './language/api-messages-en';

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

/** The parts a message's text fills: `'count' | 'name'` for 'Only {count} left of {name}'. */
type PartsOf<T extends string> = T extends `${string}{${infer Part}}${infer Rest}`
  ? Part | PartsOf<Rest>
  : never;
type MessagePartsOf<K extends ApiMessageKey> = PartsOf<(typeof API_MESSAGES_EN)[K]>;

/**
 * What a refusal by key needs beside the key: its parts when its text has some, its code when
 * the key is not one.
 */
type RefusalNeeds<K extends ApiMessageKey> = ([MessagePartsOf<K>] extends [never]
  ? { params?: undefined }
  : { params: Record<MessagePartsOf<K>, string | number> }) &
  (K extends `${string}.${string}` ? { code: string } : { code?: string }) & {
    fields?: Record<string, string>;
    /** The form field the message is about: `fields` names it with the message itself. */
    field?: string;
  };

export class AppError extends Error {
  readonly type: ErrorType;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  /**
   * The message's key, when it was thrown by one (`refusal`): the answer reads that key's text
   * in the request's language.
   */
  readonly key: ApiMessageKey | undefined;
  /** The parts the key's text is filled with. */
  readonly params: MessageParams | undefined;

  constructor(
    type: ErrorType,
    message: string,
    code?: string,
    fields?: Record<string, string>,
    keyed?: { key: ApiMessageKey; params?: MessageParams },
  ) {
    super(message);
    this.name = 'AppError';
    this.type = type;
    this.code = code;
    this.fields = fields;
    this.key = keyed?.key;
    this.params = keyed?.params;
  }

  get status(): number {
    return ERROR_STATUS[this.type];
  }
}

/**
 * A refusal by its message's key in the API's catalogue: the English message is the key's text
 * with its parts filled, and the answer is written in the request's language from the same key.
 * A key that is an error code (`CART_EMPTY`) is the answer's code too; a key of an area and words
 * (`order.order_not_found`) names the code it goes out with.
 */
export function refusal<K extends ApiMessageKey>(
  type: ErrorType,
  key: K,
  ...[needs]: Record<never, never> extends RefusalNeeds<K> ? [RefusalNeeds<K>?] : [RefusalNeeds<K>]
): AppError {
  const params = needs?.params as MessageParams | undefined;
  const code = needs?.code ?? key;
  const fields =
    needs?.field === undefined
      ? needs?.fields
      : { ...needs.fields, [needs.field]: fillMessage(API_MESSAGES_EN[key], params) };
  return new AppError(type, fillMessage(API_MESSAGES_EN[key], params), code, fields, {
    key,
    params,
  });
}

export const notFound = (message = 'Resource not found', code = 'NOT_FOUND') =>
  new AppError('not_found', message, code);

export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The store's database is unavailable. Please try again in a moment.";

/** The database is away (restarting, failing over): the request may be tried again shortly. */
export const databaseUnavailable = () => refusal('unavailable', 'DATABASE_UNAVAILABLE');
