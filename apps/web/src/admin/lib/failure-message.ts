import { ApiError } from '../../lib/api-client';

/**
 * What to tell the admin after a failed call (admin spec section 8: "When the server provides
 * error text, it is shown"): the server's reason for a refused request, else the screen's own
 * message ('Failed to update status') for a network failure, a timeout or a server error, and
 * `unexpected` (the spec's 'Error sending OTP') when the call threw something else.
 */
export function failureMessage(error: unknown, fallback: string, unexpected = fallback): string {
  if (!(error instanceof ApiError)) return unexpected;
  if (error.kind === 'http' && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
