import { describe, expect, it } from 'vitest';
import { addTag, type TagKind } from './tags';

describe('addTag', () => {
  it.each<[string, string[], string, TagKind, ReturnType<typeof addTag>]>([
    ['adds a trimmed colour', ['Navy'], '  White ', 'color', { ok: true, tags: ['Navy', 'White'] }],
    ['adds a size to an empty list', [], 'XL', 'size', { ok: true, tags: ['XL'] }],
    [
      'refuses a duplicate colour',
      ['Navy'],
      'navy',
      'color',
      { ok: false, error: 'Color already exists!' },
    ],
    [
      'refuses a duplicate size',
      ['M', 'L'],
      ' l ',
      'size',
      { ok: false, error: 'Size already exists!' },
    ],
    [
      'refuses an empty colour',
      ['Navy'],
      '   ',
      'color',
      { ok: false, error: 'Please enter a color.' },
    ],
    ['refuses an empty size', [], '', 'size', { ok: false, error: 'Please enter a size.' }],
  ])('%s', (_name, existing, value, kind, expected) => {
    expect(addTag(existing, value, kind)).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const existing = ['S'];
    addTag(existing, 'M', 'size');
    expect(existing).toEqual(['S']);
  });
});
