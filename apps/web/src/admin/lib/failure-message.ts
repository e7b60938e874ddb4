import { ApiError } from '@/lib/api-client';
import { at, type AdminMessageKey } from '../i18n';

/**
 * The API's refusals of a delivery, pickup or reset code keep the original English ('Invalid OTP');
 * the console says 'code', so these are told in its own words, by the answer's `code`.
 */
const CODE_REFUSALS: Record<string, AdminMessageKey> = {
  OTP_INVALID: 'code.wrong',
  INVALID_CODE: 'code.wrong',
  OTP_EXPIRED: 'code.expired',
  OTP_NONE: 'code.none',
};

/**
 * What to tell the admin after a failed call (when the server gives a reason,
 * it is shown): the server's reason for a refused request, else the screen's own
 * message ('Failed to update status') for a network failure, a timeout or a server error, and
 * `unexpected` (such as 'Error sending OTP') when the call threw something else.
 */
export function failureMessage(error: unknown, fallback: string, unexpected = fallback): string {
  if (!(error instanceof ApiError)) return unexpected;
  return isRefusal(error) ? failureReason(error) : fallback;
}

/**
 * The reason a failed call gives: for a refused request the server's own text ('Product not
 * found'), which a read's message (the storefront catalogue's 'Resource not found') would hide.
 */
export function failureReason(error: ApiError): string {
  if (!isRefusal(error)) return error.message;
  const ownWords = error.code ? CODE_REFUSALS[error.code] : undefined;
  return ownWords ? at(ownWords) : (error.serverText ?? error.message);
}

const isRefusal = (error: ApiError) =>
  error.kind === 'http' && error.status >= 400 && error.status < 500;
