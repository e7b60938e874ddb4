import { describe, expect, it } from 'vitest';
import { searchFold, searchWords } from './search';

describe('searchWords', () => {
  it('folds case and Arabic spellings and splits at spaces and ASCII punctuation', () => {
    expect(searchWords('  Black   ABAYA ')).toEqual(['black', 'abaya']);
    expect(searchWords('T-Shirt, men')).toEqual(['t', 'shirt', 'men']);
    expect(searchWords('عَبَايَة سوداء')).toEqual(['عبايه', 'سوداء']);
  });

  it('keeps each word once', () => {
    expect(searchWords('black Black abaya')).toEqual(['black', 'abaya']);
  });

  it('searches punctuation alone for itself, and nothing for blank text', () => {
    expect(searchWords('%%')).toEqual(['%%']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('reads the article off Arabic words, so العباية, عبايه and عباية are one word', () => {
    expect(searchWords('العباية')).toEqual(['عبايه']);
    expect(searchWords('عبايه')).toEqual(['عبايه']);
    expect(searchWords('والعباية السوداء')).toEqual(['عبايه', 'سوداء']);
    expect(searchFold('عباية بالتطريز الذهبي')).toBe('عبايه تطريز ذهبي');
  });
});
