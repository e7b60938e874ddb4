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

/** Whole seconds left until `expiresAt` (rounded up, never below 0): the code dialog's countdown. */
export function codeSecondsLeft(expiresAt: Date | string, now: Date): number {
  const end = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  const left = end.getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.ceil(left / 1000);
}

/** 120 -> '2:00', 59 -> '0:59'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
