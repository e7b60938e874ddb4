import type { ZodError } from 'zod';
import { fieldName } from './fields';

type Issue = ZodError['issues'][number];

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  record: 'an object',
};

/**
 * zod's own wording ('Invalid input: expected string, received number') is written for
 * developers: a shopper's page or an API client gets the field and what it must be instead.
 * Every message a schema sets itself is kept as it is.
 */
function messageOf(issue: Issue): string {
  if (!issue.message.startsWith('Invalid input')) return issue.message;
  const expected = issue.code === 'invalid_type' ? EXPECTED[issue.expected] : undefined;
  if (issue.path.length === 0) {
    return expected ? `The request must be ${expected}` : 'The request is not valid';
  }
  const field = fieldName(issue.path);
  return expected ? `${field} must be ${expected}` : `${field} is not valid`;
}

/** Key for issues about the body as a whole (not a field). */
export const FORM_ERROR_KEY = '_form';

/** First message per top-level field, e.g. { email: 'Email is required' }. */
export function fieldErrors(error: Pick<ZodError, 'issues'>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    const key = head === undefined ? FORM_ERROR_KEY : String(head);
    if (!Object.hasOwn(errors, key)) errors[key] = messageOf(issue);
  }
  return errors;
}

/** The first message, for a toast or a 400 response's `error`. */
export function firstError(error: Pick<ZodError, 'issues'>): string {
  const [issue] = error.issues;
  return issue ? messageOf(issue) : 'Invalid input';
}
