// A UAE mobile's rules without zod, so a page that only shows a number does not load the schemas.

/**
 * A UAE mobile number once spaces and hyphens are removed: optional +971, 971 or 0, then an
 * operator code (50, 51, 52, 54, 55, 56, 58), then 7 digits. Group 1 is the 9-digit national part.
 */
export const UAE_MOBILE_PATTERN = /^(?:\+971|971|0)?(5[0124568]\d{7})$/;

/** '050-123 4567' -> '+971501234567'; null when not a UAE mobile number. */
export function normalizeUaeMobile(input: string): string | null {
  if (typeof input !== 'string') return null;
  const national = UAE_MOBILE_PATTERN.exec(input.replace(/[\s-]/g, ''))?.[1];
  return national === undefined ? null : `+971${national}`;
}

/** How the store writes a UAE mobile, and the example every phone field's hint gives. */
export const UAE_MOBILE_EXAMPLE = '+971 50 123 4567';

/**
 * A mobile as the store shows it: any way of writing a UAE mobile ('0501234567',
 * '+971501234567') as '+971 50 123 4567'; anything else as stored, trimmed.
 */
export function formatUaeMobile(stored: string): string {
  const normalized = normalizeUaeMobile(stored);
  if (normalized === null) return stored.trim();
  const n = normalized.slice(4);
  return `+971 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
}

/** The one message of every phone field (registration, profile, address). */
export const UAE_MOBILE_MESSAGE = `Please enter a valid UAE mobile number (e.g., ${UAE_MOBILE_EXAMPLE})`;
