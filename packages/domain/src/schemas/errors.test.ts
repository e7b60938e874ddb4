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

describe("zod's own wording", () => {
  const body = z.object({ orderid: z.string(), items: z.array(z.object({ qty: z.number() })) });
  const messages = (input: unknown) => {
    const result = body.safeParse(input);
    if (result.success) throw new Error('expected a failure');
    return { first: firstError(result.error), fields: fieldErrors(result.error) };
  };

  it('names the field and what it must be', () => {
    expect(messages({ orderid: 0, items: [] }).first).toBe('orderid must be text');
    expect(messages({ orderid: 'a', items: {} }).fields).toEqual({ items: 'items must be a list' });
    expect(messages({ orderid: 'a', items: [{ qty: '1' }] }).first).toBe(
      'items.0.qty must be a number',
    );
  });

  it('says the request itself must be an object', () => {
    expect(messages([1]).first).toBe('The request must be an object');
    expect(messages('text').fields).toEqual({ [FORM_ERROR_KEY]: 'The request must be an object' });
  });
});
