// Building blocks shared by the schemas. Inputs are untrusted JSON or form values.
import { z } from 'zod';
import {
  ADMIN_SEARCH_MIN_CHARS,
  CATALOG_TEXT_MAX_CHARS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_STOCK_MAX,
} from '../constants';

/** null, undefined and blank strings all mean "not given". */
export function blankToUndefined(value: unknown): unknown {
  if (value == null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** Codes and numbers typed as numbers in JSON (1234) are read as their digits. */
export function numberToString(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Numeric strings from form fields ('149.50') become numbers; anything else is left alone. */
export function numericStringToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return NUMERIC.test(trimmed) ? Number(trimmed) : value;
}

/** Longest text any field takes unless its schema names a tighter maximum. */
export const TEXT_MAX_CHARS = 1000;
/** Longest id a client may send (uuids, SH- order ids, payment references). */
export const ID_MAX_CHARS = 128;

const FIELD_NAME_MAX_CHARS = 60;

/** The field as the API names it: `email`, `shippingaddress._id`, `items.0.name`. */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  const name = (path ?? []).map(String).join('.');
  if (name === '') return 'Text';
  // A body nested thousands deep must not come back as a message of thousands of characters.
  return name.length > FIELD_NAME_MAX_CHARS ? `${name.slice(0, FIELD_NAME_MAX_CHARS)}…` : name;
}

export const controlCharactersMessage = (path: readonly PropertyKey[] | undefined) =>
  `${fieldName(path)} contains characters that are not allowed`;

// Control characters (C0, DEL, C1) and unpaired UTF-16 halves. NUL is what PostgreSQL refuses
// outright; the rest have no place in a name, an address or an id and only hide what text says.
const CONTROL = /[\p{Cc}\p{Cs}]/u;
// Multi-line text (descriptions, reasons) keeps its tabs and line breaks.
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** True when `text` has a character no text field takes (see CONTROL). */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(text);
}

/** The check every text field runs: control characters refused, the message naming the field. */
export function safeCharacters(multiline = false) {
  return z.refine<string>((value) => !hasControlCharacters(value, multiline), {
    error: (issue) => controlCharactersMessage(issue.path),
    abort: true,
  });
}

export interface TextOptions {
  /** At most this many characters (after trimming); TEXT_MAX_CHARS when not given. */
  max?: number;
  /** The message for too many characters; by default it names the field and the maximum. */
  tooLong?: string;
  /** Tabs and line breaks allowed (descriptions, free-text reasons). */
  multiline?: boolean;
}

/**
 * A trimmed string with safe characters and a maximum: the building block of every text field,
 * so a schema written with it cannot let a NUL or a megabyte through.
 */
export function text(options: TextOptions = {}, typeMessage?: string) {
  const max = options.max ?? TEXT_MAX_CHARS;
  return z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    .trim()
    .check(safeCharacters(options.multiline))
    .max(max, {
      error: (issue) =>
        options.tooLong ?? `${fieldName(issue.path)} must be at most ${max} characters`,
    });
}

/** A required trimmed string: missing, not a string or blank all give `message`. */
export function requiredText(message: string, options: TextOptions = {}) {
  return text(options, message).min(1, message);
}

/** An id sent by a client: required, trimmed, at most 128 characters (one message for both). */
export function idField(message: string) {
  return requiredText(message, { max: ID_MAX_CHARS, tooLong: message });
}

/**
 * A field of the original API's payloads that the server does not read (a client's prices, totals,
 * `isPaid`, its own user id): accepted so its clients work, but held to the same rules as any
 * text (no control characters, no string over TEXT_MAX_CHARS, a bounded size) and then dropped.
 */
export function ignoredField(description: string) {
  return z
    .unknown()
    .refine((value) => !someText(value, (t) => hasControlCharacters(t)), {
      error: (issue) => controlCharactersMessage(issue.path),
      abort: true,
    })
    .refine((value) => !someText(value, (t) => t.length > TEXT_MAX_CHARS), {
      error: (issue) => `${fieldName(issue.path)} must be at most ${TEXT_MAX_CHARS} characters`,
      abort: true,
    })
    .refine((value) => jsonSize(value) <= IGNORED_MAX_CHARS, {
      error: (issue) => `${fieldName(issue.path)} is too large`,
    })
    .optional()
    .transform(() => undefined)
    .meta({ description: `${description} Accepted and ignored: the server decides.` });
}

const IGNORED_MAX_CHARS = 20_000;

/** Does any string (or object key) inside `value` satisfy `test`? Depth is bounded by JSON.parse. */
function someText(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === 'string') return test(value);
  if (Array.isArray(value)) return value.some((v) => someText(v, test));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => test(k) || someText(v, test));
  }
  return false;
}

function jsonSize(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** An optional field: blank or null becomes undefined, anything else must pass `inner`. */
export function optional<T extends z.ZodType>(inner: T) {
  return z.preprocess(blankToUndefined, inner.optional());
}

/**
 * Text in a second language beside a required English field (a product's Arabic name): absent
 * leaves what is stored, blank or null clears it ('' after parsing), anything else must pass
 * `text(options)`. Clients that know nothing of it (the original's) never wipe it by leaving it out.
 */
export function secondLanguageText(options: TextOptions) {
  return z.preprocess((value) => (value === null ? '' : value), text(options).optional());
}

/** A trimmed string of exactly `digits` digits (numbers in JSON accepted). */
export function digitsText(digits: number, message: string) {
  return z.preprocess(
    numberToString,
    z
      .string({ error: message })
      .trim()
      .regex(new RegExp(`^\\d{${digits}}$`), message),
  );
}

/** One of `values`, matched ignoring case and extra spaces; the canonical spelling is kept. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const key = value.trim().replace(/\s+/g, ' ').toLowerCase();
      return values.find((v) => v.toLowerCase() === key) ?? value;
    },
    z.enum(values, { error: message }),
  );
}

/**
 * Refinement guard: run only when the body is an object and the listed top-level fields parsed
 * without issues (a body that is not an object has an issue without a path).
 */
export function whenValid(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    payload.issues.every((issue) => {
      const head = issue.path?.[0];
      return head !== undefined && !fields.includes(String(head));
    });
}

/** Longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_CHARS = 254;

export const emailField = requiredText('Email is required', {
  max: EMAIL_MAX_CHARS,
  tooLong: 'Email format is invalid',
})
  .toLowerCase()
  .regex(z.regexes.email, 'Email format is invalid');

/** Passwords are not trimmed: every character the user typed is part of the secret. */
export const passwordField = z
  .string({ error: 'Password is required' })
  .check(safeCharacters())
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters');

const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/** A quantity of at least 1 and no more than any product's stock can be; numeric strings accepted. */
export const quantityField = z.preprocess(
  numericStringToNumber,
  z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(PRODUCT_STOCK_MAX, `Quantity can be at most ${PRODUCT_STOCK_MAX.toLocaleString('en-US')}`),
);

/** A page number from a query string: a whole number from 1, 1 when absent. */
export const pageField = z.coerce
  .number({ error: 'Page must be a whole number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(1_000_000, 'Page must be at most 1000000')
  .default(1);

/** A page size from a query string: 1 to `max`, `fallback` when absent. */
export function limitField(max: number, fallback: number) {
  return z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(max, `Limit must be at most ${max}`)
    .default(fallback);
}

/**
 * The back office's customer and order search: 3 to 100 characters, blank means no search.
 * Shorter text cannot use the trigram indexes and would scan every row (docs/decisions/0008).
 */
export const indexedSearchSchema = text({
  max: CATALOG_TEXT_MAX_CHARS,
  tooLong: `Search text must be at most ${CATALOG_TEXT_MAX_CHARS} characters`,
})
  .refine(
    (v) => v === '' || v.length >= ADMIN_SEARCH_MIN_CHARS,
    `Type at least ${ADMIN_SEARCH_MIN_CHARS} characters to search`,
  )
  .transform((v) => (v === '' ? undefined : v))
  .optional();
