import type { ZodError } from 'zod';

/** Key for issues about the body as a whole (not a field). */
export const FORM_ERROR_KEY = '_form';

/** First message per top-level field, e.g. { email: 'Email is required' }. */
export function fieldErrors(error: Pick<ZodError, 'issues'>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = head === undefined ? FORM_ERROR_KEY : String(head);
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}

/** The first message, for a toast or a 400 response's `error`. */
export function firstError(error: Pick<ZodError, 'issues'>): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
