export const DELIVERY_CODE_TTL_SECONDS = 120;
export const RETURN_CODE_TTL_SECONDS = 60;
export const RESET_CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
/** Delivery and return codes are 4 digits: 1000 to 9999. */
export const DELIVERY_CODE_MIN = 1000;
export const DELIVERY_CODE_MAX = 9999;
export const DELIVERY_CODE_DIGITS = 4;
export const RESET_CODE_DIGITS = 6;

const RANDOM_PART = /^[A-Za-z0-9]+$/;

function makeId(prefix: string, now: Date, randomPart: string): string {
  const time = now.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date for an id');
  if (!RANDOM_PART.test(randomPart)) {
    throw new RangeError('The random part of an id must be non-empty letters and digits');
  }
  return `${prefix}${time.toString(36)}${randomPart}`.toUpperCase();
}

/** 'SH-' + base36 time + random part, upper-cased. The server passes crypto randomness. */
export function makeOrderId(now: Date, randomPart: string): string {
  return makeId('SH-', now, randomPart);
}

/** 'RT-' + base36 time + random part, upper-cased. */
export function makeReturnId(now: Date, randomPart: string): string {
  return makeId('RT-', now, randomPart);
}
