import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR_KEY, fieldErrors, firstError } from './errors';

const schema = z.object({
  name: z.string().min(1, 'first name message').min(3, 'second name message'),
  nested: z.object({ inner: z.string('inner message') }),
  age: z.number('age message'),
});

function errorOf(input: unknown): z.ZodError {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('fieldErrors', () => {
  it('keeps the first message per top-level field', () => {
    expect(fieldErrors(errorOf({ name: '', nested: {}, age: 'x' }))).toEqual({
      name: 'first name message',
      nested: 'inner message',
      age: 'age message',
    });
  });

  it('puts body-level issues under the form key', () => {
    expect(Object.keys(fieldErrors(errorOf(null)))).toEqual([FORM_ERROR_KEY]);
  });
});

describe('firstError', () => {
  it.each([
    [{ name: '', nested: {}, age: 1 }, 'first name message'],
    [{ name: 'abc', nested: {}, age: 1 }, 'inner message'],
  ])('%j -> %j', (input, message) => {
    expect(firstError(errorOf(input))).toBe(message);
  });

  it('has a fallback for an error without issues', () => {
    expect(firstError({ issues: [] })).toBe('Invalid input');
  });
});
