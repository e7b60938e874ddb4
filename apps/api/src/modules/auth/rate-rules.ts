import type { RateRule } from '#platform/rate-limit';

const MINUTE = 60_000;

/**
 * Limits per window before RATE_LIMIT_MULTIPLIER. Per-account limits stop guessing one
 * password or code from many addresses; per-client limits stop one address trying many accounts.
 */
export const RATE_RULES = {
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  loginPerClient: { limit: 30, windowMs: 15 * MINUTE },
  registerPerClient: { limit: 10, windowMs: 60 * MINUTE },
  googlePerClient: { limit: 30, windowMs: 15 * MINUTE },
  sendOtpPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  sendOtpPerClient: { limit: 10, windowMs: 15 * MINUTE },
  codeCheckPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  codeCheckPerClient: { limit: 30, windowMs: 15 * MINUTE },
  // The code that confirms an account's deletion, like a reset code: mailed, then checked.
  deletionCodePerAccount: { limit: 3, windowMs: 15 * MINUTE },
  // The back office's sign-in counts in its own buckets, with the shopper login's limits, but
  // only its failures (decision 25).
  adminLoginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  adminLoginPerClient: { limit: 30, windowMs: 15 * MINUTE },
  // The second step of a back-office sign-in (a code or a backup code), counted like its
  // password: failures only, per member and per address.
  secondStepPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  secondStepPerClient: { limit: 30, windowMs: 15 * MINUTE },
  // Passkey sign-ins started from one address (each keeps a short-lived step).
  passkeyStartsPerClient: { limit: 60, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;
