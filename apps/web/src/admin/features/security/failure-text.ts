import { at } from '@/admin/i18n';
import { ApiError } from '@/lib/api-client';

/** The server's own message for a refusal, else the console's 'An error occurred…'. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status < 500) {
    return error.message.trim() || at('login.error');
  }
  return at('login.error');
}
