import { ApiError } from '@/lib/api-client';

type Messages = { failed: string; error: string };

/**
 * A failed sign-in says the server's message, else 'Login failed'; 'An error occurred. Please
 * try again later.' when the server could not answer (network, timeout, 5xx, bad JSON).
 */
export function loginErrorMessage(error: unknown, messages: Messages): string {
  if (!(error instanceof ApiError)) return messages.error;
  if (error.kind !== 'http' || error.status >= 500) return messages.error;
  return error.message.trim() || messages.failed;
}
