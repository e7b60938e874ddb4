import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './errors';
import {
  hasControlCharacters,
  ignoredField,
  idField,
  passwordField,
  requiredText,
  text,
  TEXT_MAX_CHARS,
} from './fields';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('hasControlCharacters', () => {
  it.each<[string, boolean, boolean]>([
    ['Layla Haddad', false, false],
    ['ليلى', false, false],
    ['emoji 👗 pairs are fine', false, false],
    ['nul \u0000', true, true],
    ['bell \u0007', true, true],
    ['escape \u001b[31m', true, true],
    ['delete \u007f', true, true],
    ['C1 \u0085', true, true],
    ['lone surrogate \ud800', true, true],
    ['tab\tand\nline', true, false],
  ])('%j: single line %s, multi-line %s', (value, single, multi) => {
    expect(hasControlCharacters(value)).toBe(single);
    expect(hasControlCharacters(value, true)).toBe(multi);
  });
});

describe('text building blocks', () => {
  const schema = z.object({
    name: requiredText('Name is required', { max: 20, tooLong: 'Name is too long' }),
    note: text({ multiline: true }),
    id: idField('Id is required'),
    nested: z.object({ city: text() }),
    password: passwordField,
  });
  const valid = {
    name: 'Layla',
    note: 'line one\nline two',
    id: 'a1',
    nested: { city: 'Dubai' },
    password: 'secret123',
  };

  it('takes ordinary text', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a NUL', { name: 'La\u0000yla' }, { name: 'name contains characters that are not allowed' }],
    [
      'a line break in single-line text',
      { id: 'a\n1' },
      { id: 'id contains characters that are not allowed' },
    ],
    [
      'a NUL in nested text, named by its path',
      { nested: { city: 'Du\u0000bai' } },
      { nested: 'nested.city contains characters that are not allowed' },
    ],
    [
      'a NUL in a password',
      { password: 'secret\u0000123' },
      { password: 'password contains characters that are not allowed' },
    ],
    ['too long with its own message', { name: 'x'.repeat(21) }, { name: 'Name is too long' }],
    [
      'too long for the default maximum',
      { note: 'x'.repeat(TEXT_MAX_CHARS + 1) },
      { note: `note must be at most ${TEXT_MAX_CHARS} characters` },
    ],
    ['an id over 128 characters', { id: 'x'.repeat(129) }, { id: 'Id is required' }],
  ])('refuses %s', (_name, change, errors) => {
    expect(errorsOf(schema, { ...valid, ...change })).toEqual(errors);
  });
});

describe('ignoredField', () => {
  const schema = z.object({ totalprice: ignoredField('The total.') });

  it.each([undefined, 12.5, 'text', { a: ['b', 1, null] }])('accepts and drops %j', (value) => {
    expect(schema.parse({ totalprice: value })).toEqual({ totalprice: undefined });
  });

  it.each<[string, unknown, string]>([
    ['a NUL', 'a\u0000', 'totalprice contains characters that are not allowed'],
    ['a NUL in a key', { 'a\u0000': 1 }, 'totalprice contains characters that are not allowed'],
    ['a long string', 'x'.repeat(TEXT_MAX_CHARS + 1), 'totalprice must be at most 1000 characters'],
    ['a huge value', Array.from({ length: 100 }, () => 'x'.repeat(500)), 'totalprice is too large'],
  ])('refuses %s', (_name, value, message) => {
    expect(errorsOf(schema, { totalprice: value })).toEqual({ totalprice: message });
  });
});
