// Building blocks shared by the schemas. Inputs are untrusted JSON or form values.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

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
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : value;
}

/** A required trimmed string: missing, not a string or blank all give `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** An id sent by a client: required, trimmed, at most 128 characters (one message for both). */
export function idField(message: string) {
  return requiredText(message).max(128, message);
}

/** An optional field: blank or null becomes undefined, anything else must pass `inner`. */
export function optional<T extends z.ZodType>(inner: T) {
  return z.preprocess(blankToUndefined, inner.optional());
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

/** Refinement guard: run only when the listed top-level fields parsed without issues. */
export function whenValid(...fields: string[]) {
  return (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));
}

export const emailField = requiredText('Email is required')
  .max(254, 'Email format is invalid')
  .toLowerCase()
  .regex(z.regexes.email, 'Email format is invalid');

/** Passwords are not trimmed: every character the user typed is part of the secret. */
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters');

const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/** A quantity of at least 1; numeric strings accepted. */
export const quantityField = z.preprocess(
  numericStringToNumber,
  z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE),
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
