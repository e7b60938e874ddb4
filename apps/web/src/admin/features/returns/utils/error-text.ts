import { ApiError } from '../../../../lib/api-client';
import { at, type AdminMessageKey } from '../../../i18n';

/**
 * A failed call's message (admin spec section 8): the server's own text for a refusal (4xx),
 * the spec's `failed` message when the server or network failed, `other` for anything else.
 */
export function errorText(error: unknown, failed: AdminMessageKey, other: AdminMessageKey): string {
  if (!(error instanceof ApiError)) return at(other);
  return error.kind === 'http' && error.status >= 400 && error.status < 500
    ? error.message
    : at(failed);
}
